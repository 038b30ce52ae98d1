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
    /**
     * The signed-in session, or a 401, looked up by `find` (given the cookie's token) when it has not been
     * looked up yet: a lookup that reads what the route needs first in the same statement. Later calls of
     * auth() get the same session.
     */
    authWith(find: (token: string) => Promise<AuthContext | null>): Promise<AuthContext>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

export function installAuth(app: FastifyInstance, db: Db): void {
  const lookUp = (request: FastifyRequest, find: (token: string) => Promise<AuthContext | null>) => {
    let found = cache.get(request);
    if (!found) {
      const token = request.cookies[SESSION_COOKIE];
      found = token ? find(token) : Promise.resolve(null);
      cache.set(request, found);
    }
    return found;
  };
  const required = async (found: Promise<AuthContext | null>) => {
    const context = await found;
    if (!context) throw unauthenticated(authMessages.sessionRequired);
    return context;
  };
  app.decorateRequest('optionalAuth', function (this: FastifyRequest) {
    return lookUp(this, (token) => findSession(db, token));
  });
  app.decorateRequest('auth', function (this: FastifyRequest) {
    return required(this.optionalAuth());
  });
  app.decorateRequest(
    'authWith',
    function (this: FastifyRequest, find: (token: string) => Promise<AuthContext | null>) {
      return required(lookUp(this, find));
    },
  );
}
