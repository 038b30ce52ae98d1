import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { unique } from './fixtures.ts';
import { rowsOf } from './sql.ts';
import { call, sessionCookie } from './test-app.ts';

export interface OrgUser {
  id: string;
  orgId: string;
  email: string;
  password: string;
}

/** A regular member of an organisation (no admin group, no app access), written straight to the database. */
export async function insertOrgUser(ctx: AppContext, orgId: string): Promise<OrgUser> {
  const tag = unique('u');
  const email = `user-${tag}@example.com`;
  const password = 'user-password-1';
  const passwordHash = await ctx.hasher.hash(password);
  const [row] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`insert into users (org_id, email, name, username, password_hash, access)
        values (${orgId}, ${email}, 'Rita Regular', ${`user_${tag}`}, ${passwordHash}, '[]'::jsonb)
        returning id`,
  );
  if (!row) throw new Error('the user was not inserted');
  return { id: row.id, orgId, email, password };
}

/** Signs an organisation user in, as a new browser would, and returns its cookie. */
export async function signInOrgUser(app: FastifyInstance, user: Omit<OrgUser, 'id'>): Promise<string> {
  const response = await call(app, 'POST', '/api/auth/login', {
    body: { orgId: user.orgId, email: user.email, password: user.password },
  });
  return sessionCookie(response);
}
