import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The page's Content-Security-Policy: only the app's own scripts and connections. Styles may be inline
 * because MUI (emotion) and CodeMirror inject <style> tags; WebAssembly may be compiled because the
 * upload hashing (hash-wasm) does, which is not script evaluation. Images may be data: and blob: URLs
 * (logo and upload previews). Every screen runs under this policy in the journeys.
 */
export const PAGE_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
};

/** Stored bytes other than images and PDFs: shown inert if opened, whatever they hold. */
export const SANDBOX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * A PDF opened in a tab: Chrome's viewer is an <embed> that object-src 'none' (or a sandbox) blocks, so the
 * file gets only the framing rule. Its script, if any, runs in the viewer, not in the app's origin.
 */
export const PDF_POLICY = "frame-ancestors 'self'";

/** For stored bytes shown as they are: a PDF gets the framing rule, an image the page's policy, the rest a sandbox. */
export function storedFilePolicy(type: string): string | undefined {
  if (type === 'application/pdf') return PDF_POLICY;
  return type.startsWith('image/') ? undefined : SANDBOX_POLICY;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (HTML, API, files): the policy above, nosniff, no framing, a referrer
 * kept within the site, and HSTS when the app is served over HTTPS. Routes that serve stored files set
 * their own policy (SANDBOX_POLICY or PDF_POLICY), which replaces this one.
 */
export async function installSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  // Made once: the Fastify plugin for helmet builds all of it again on every request (a fiftieth of the
  // server's time on the submission benchmark).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Over plain HTTP (a local install) upgrading would point every request at a port that is not there.
      directives: https ? { ...PAGE_POLICY, 'upgrade-insecure-requests': [] } : PAGE_POLICY,
    },
    strictTransportSecurity: https ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
    // Same-origin requests keep their referrer; other sites learn nothing of Atrium's paths.
    referrerPolicy: { policy: 'same-origin' },
    // No page of Atrium is meant to be framed (the policy's frame-ancestors says so to newer browsers).
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet throws rather than passing an error on (8.1 and later), so the callback only goes on.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
