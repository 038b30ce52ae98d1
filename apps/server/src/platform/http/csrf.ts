import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser reports as cross-site. Browsers send Sec-Fetch-Site
 * (and Origin) on every such request; clients that send neither (scripts, the CLI, tests) carry no
 * ambient cookie risk. The session cookie is SameSite=Lax as a second line.
 */
export function installCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  const allowedOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) {
      if (site === 'same-origin' || site === 'none') return;
      throw forbidden(authMessages.crossSiteRefused);
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (sameHost || origin === allowedOrigin) return;
    throw forbidden(authMessages.crossSiteRefused);
  });
}
