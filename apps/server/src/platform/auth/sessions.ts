import type { Actor } from '@atrium/domain/access/permissions.ts';
import type { SessionKind } from '@atrium/domain/me/me.schemas.ts';
import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { type Bound, bound, preparedOnce } from '../db/prepared.ts';
import { adminUserGroups, sessions, users } from '../db/schema.ts';
import { blockedAppsSql, newestLicenseEndSql, type SessionGates } from './session-gates.ts';
import { hashToken, newToken } from './tokens.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  tokenHash: string;
  kind: SessionKind;
  orgId: string | null;
  user: UserRow;
  actor: Actor;
  /** The organisation's license and blocked apps, as they were when the request began. */
  gates: SessionGates;
}

export async function createSession(
  db: DbOrTx,
  input: { userId: string; kind: SessionKind; orgId: string | null; ttlHours: number; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    kind: input.kind,
    orgId: input.orgId,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

export function actorOf(user: UserRow, kind: SessionKind, isAdmin: boolean): Actor {
  return {
    id: user.id,
    orgId: kind === 'org' ? user.orgId : null,
    isOrgAdmin: kind === 'org' && isAdmin,
    isMasterAdmin: user.isMasterAdmin,
    isCreator: user.isCreator,
    access: user.access,
  };
}

/**
 * What a session lookup reads: the session, its user, the admin-group membership and what the organisation's
 * gates need. A lookup may read more beside it in the same statement (sessionWithFormOf, in entries).
 */
export const sessionFields = {
  session: sessions,
  user: users,
  admin: sql<boolean>`exists (select 1 from ${adminUserGroups}
    where ${adminUserGroups.orgId} = ${sessions.orgId} and ${users.id} = any(${adminUserGroups.users}))`,
  licenseEnd: newestLicenseEndSql(sessions.orgId),
  blockedApps: blockedAppsSql(sessions.orgId),
};

/** The unexpired session of a token hash, given or a column (join its user on `sessions.userId`). */
export const liveSessionOf = (tokenHash: Bound | SQL) =>
  and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`));

/** Runs on every request: prepared once. */
const sessionByToken = preparedOnce((db) =>
  db
    .select(sessionFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOf(bound('tokenHash')))
    .prepare('session_by_token'),
);

type SessionFieldsRow = {
  session: typeof sessions.$inferSelect;
  user: UserRow;
  admin: boolean;
  licenseEnd: SessionGates['licenseEnd'];
  blockedApps: SessionGates['blockedApps'];
};

/**
 * The request's session from what a lookup read, or null when its user may no longer sign in (blocked,
 * archived, moved out of the organisation, lost the master or creator flag).
 */
export function authContextOf(tokenHash: string, row: SessionFieldsRow): AuthContext | null {
  const { session, user } = row;
  if (!mayHoldSession(user, session.kind, session.orgId)) return null;
  const admin = session.kind === 'org' && row.admin === true;
  return {
    tokenHash,
    kind: session.kind,
    orgId: session.orgId,
    user,
    actor: actorOf(user, session.kind, admin),
    gates: { licenseEnd: row.licenseEnd, blockedApps: row.blockedApps },
  };
}

/**
 * The session behind a cookie, or null when it is unknown, expired, or its user may no longer sign in.
 * Checked on every request, so a change takes effect at the user's next request.
 */
export async function findSession(db: Db, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionByToken(db).execute({ tokenHash });
  return row ? authContextOf(tokenHash, row) : null;
}

export function mayHoldSession(user: UserRow, kind: SessionKind, orgId: string | null): boolean {
  if (user.isBlocked || user.isArchived) return false;
  if (kind === 'master') return user.isMasterAdmin;
  if (kind === 'creator') return user.isCreator;
  return orgId !== null && user.orgId === orgId;
}

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends a user's sessions, except the one given (the tab that made the change keeps working). */
export async function revokeSessionsExcept(db: DbOrTx, userId: string, keepTokenHash: string | null) {
  const keep = keepTokenHash ? sql`${sessions.tokenHash} <> ${keepTokenHash}` : sql`true`;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
}

export async function purgeExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
