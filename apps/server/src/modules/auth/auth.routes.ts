import { authContract } from '@atrium/domain/auth/auth.contract.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { findSession, revokeSession } from '../../platform/auth/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { addRoute } from '../../platform/http/route.ts';
import { describeMe } from '../me/me.service.ts';
import { isMicrosoftConfigured } from './microsoft.config.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import {
  type ClientInfo,
  type SignedIn,
  signInAsCreator,
  signInAsMasterAdmin,
  signInToOrganization,
} from './sign-in.service.ts';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const secure = ctx.config.cookieSecure;

  /** Sets the cookie and answers with the same body as GET /api/me. */
  const startSession = async (reply: Parameters<typeof setSessionCookie>[0], signedIn: SignedIn) => {
    setSessionCookie(reply, signedIn.token, signedIn.expiresAt, secure);
    const auth = await findSession(ctx.db, signedIn.token);
    if (!auth) throw new Error('a session just created could not be read back');
    return describeMe(ctx.db, auth);
  };

  addRoute(app, authContract.orgSignIn, async (request, reply) =>
    startSession(reply, await signInToOrganization(ctx, request.body, clientOf(request))),
  );
  addRoute(app, authContract.adminSignIn, async (request, reply) =>
    startSession(reply, await signInAsMasterAdmin(ctx, request.body, clientOf(request))),
  );
  addRoute(app, authContract.creatorSignIn, async (request, reply) =>
    startSession(reply, await signInAsCreator(ctx, request.body, clientOf(request))),
  );

  addRoute(app, authContract.signOut, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await revokeSession(ctx.db, hashToken(token));
    clearSessionCookie(reply, secure);
    return { message: 'Signed out' };
  });

  addRoute(app, authContract.forgotPassword, async (request) => ({
    message: await requestPasswordReset(ctx, request.body.email, request.ip),
  }));
  addRoute(app, authContract.resetPassword, async (request) => ({
    message: await resetPassword(ctx, request.body.token, request.body.password),
  }));

  addRoute(app, authContract.providers, async () => ({ microsoft: isMicrosoftConfigured(ctx.config) }));
}
