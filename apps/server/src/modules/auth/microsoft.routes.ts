import { MICROSOFT_CALLBACK_PATH, MICROSOFT_START_PATH } from '@atrium/domain/auth/auth.contract.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import {
  completeMicrosoftSignIn,
  MICROSOFT_FLOW_TTL_MINUTES,
  type Refused,
  startMicrosoftSignIn,
} from './microsoft-sign-in.service.ts';

/** Holds the handle of the sign-in in progress; sent only to the callback, and only for ten minutes. */
export const MICROSOFT_FLOW_COOKIE = 'atrium_ms_flow';

/** Where a refused sign-in lands: the organisation's sign-in page, which shows `error`. */
export function loginPageWithError(orgId: string | null, message: string): string {
  const page = orgId ? `/login/${encodeURIComponent(orgId)}` : '/login';
  return `${page}?error=${encodeURIComponent(message)}`;
}

/** Microsoft sign-in (OpenID Connect, authorization code with PKCE): browser navigations, not fetches. */
export function microsoftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secure = ctx.config.cookieSecure;
  const cookieOptions = { path: MICROSOFT_CALLBACK_PATH, httpOnly: true, sameSite: 'lax', secure } as const;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const refuse = (request: FastifyRequest, reply: FastifyReply, refused: Refused) => {
    if (refused.reason) request.log.warn({ reason: refused.reason }, 'Microsoft sign-in refused');
    return reply.redirect(loginPageWithError(refused.orgId, refused.message));
  };

  routes.get(
    MICROSOFT_START_PATH,
    {
      schema: {
        // Browser navigations answer with redirects only, not an API a client calls: kept out of the API document.
        hide: true,
        summary: 'Start signing in to an organisation with Microsoft (redirects to Microsoft)',
        querystring: z.object({ orgId: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const started = await startMicrosoftSignIn(ctx, request.query.orgId);
      if (!started.ok) return refuse(request, reply, started);
      reply.setCookie(MICROSOFT_FLOW_COOKIE, started.handle, {
        ...cookieOptions,
        maxAge: MICROSOFT_FLOW_TTL_MINUTES * 60,
      });
      return reply.redirect(started.redirectTo);
    },
  );

  routes.get(
    MICROSOFT_CALLBACK_PATH,
    {
      schema: { hide: true, summary: 'Where Microsoft sends the browser back; signs in and redirects to /' },
    },
    async (request, reply) => {
      const handle = request.cookies[MICROSOFT_FLOW_COOKIE];
      reply.clearCookie(MICROSOFT_FLOW_COOKIE, cookieOptions);
      const query = request.raw.url?.split('?')[1] ?? '';
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const completed = await completeMicrosoftSignIn(ctx, { handle, query, client });
      if (!completed.ok) return refuse(request, reply, completed);
      setSessionCookie(reply, completed.token, completed.expiresAt, secure);
      return reply.redirect('/');
    },
  );
}
