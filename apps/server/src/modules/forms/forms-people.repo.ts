import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userGroups, users } from '../../platform/db/schema.ts';

const isActiveUser = and(eq(users.isArchived, false), eq(users.isBlocked, false));

/** The live user groups of the organisation that count the user among their members. */
export async function groupIdsOfUser(db: DbOrTx, orgId: string, userId: string): Promise<string[]> {
  const rows = await db.select({ id: userGroups.id }).from(userGroups).where(groupsOfUser(orgId, userId));
  return rows.map((row) => row.id);
}

/** The live user groups of the organisation that the user belongs to, as a condition on user_groups. */
export const groupsOfUser = (orgId: string, userId: string) =>
  and(
    eq(userGroups.orgId, orgId),
    eq(userGroups.isTrashed, false),
    sql`${userGroups.users} @> array[${userId}]::uuid[]`,
  );

/** Of the given ids, those of active (neither blocked nor archived) users of the organisation. */
export async function activeUserIds(db: DbOrTx, orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, ids), isActiveUser));
  return new Set(rows.map((row) => row.id));
}

/** Of the given ids, those of live (not trashed) user groups of the organisation. */
export async function liveGroupIds(db: DbOrTx, orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.orgId, orgId), inArray(userGroups.id, ids), eq(userGroups.isTrashed, false)));
  return new Set(rows.map((row) => row.id));
}

/** Display names of the organisation's users among the given ids, active or not. */
export async function userNames(db: DbOrTx, orgId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function activeUsers(db: DbOrTx, orgId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.orgId, orgId), isActiveUser))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.email));
}

export async function liveGroups(db: DbOrTx, orgId: string) {
  return db
    .select({ id: userGroups.id, name: userGroups.name, users: userGroups.users })
    .from(userGroups)
    .where(and(eq(userGroups.orgId, orgId), eq(userGroups.isTrashed, false)))
    .orderBy(asc(sql`lower(${userGroups.name})`));
}
