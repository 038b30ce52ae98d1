import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { unauthenticated } from '../http/errors.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { type AuthContext, findSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or a 401. Looked up once per request. */
    auth(): Promise<AuthContext>;
    /** The signed-in session, or null. */
    optionalAuth(): Promise<AuthContext | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('optionalAuth', function (this: FastifyRequest) {
    let found = cache.get(this);
    if (!found) {
      const token = this.cookies[SESSION_COOKIE];
      found = token ? findSession(db, token) : Promise.resolve(null);
      cache.set(this, found);
    }
    return found;
  });
  app.decorateRequest('auth', async function (this: FastifyRequest) {
    const context = await this.optionalAuth();
    if (!context) throw unauthenticated(authMessages.sessionRequired);
    return context;
  });
}
