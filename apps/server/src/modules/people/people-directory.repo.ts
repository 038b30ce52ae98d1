import { CREATOR_WORKSPACE_ID } from '@atrium/domain/templates/templates.schemas.ts';
import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { Bound } from '../../platform/db/prepared.ts';
import { userGroups, users } from '../../platform/db/schema.ts';

/**
 * The people of an organisation as the other modules see them: its users and its user groups. The users and
 * user-groups modules own and change these records; everyone else reads them here.
 */

/**
 * An active user is neither archived nor blocked: the one who may be named, picked and counted. Written as
 * two equalities so users_org_list_idx (org, archived, name) serves it.
 */
const isActiveUser = and(eq(users.isArchived, false), eq(users.isBlocked, false)) as SQL;

/** The users of an organisation; the people of the creators' workspace are the creators (decision 0024). */
const memberOf = (orgId: string): SQL =>
  orgId === CREATOR_WORKSPACE_ID ? eq(users.isCreator, true) : eq(users.orgId, orgId);

const isLiveGroup = (orgId: Bound | AnyColumn) =>
  and(eq(userGroups.orgId, orgId), eq(userGroups.isTrashed, false));

export interface PersonRow {
  id: string;
  name: string;
  active: boolean;
}

/** The active users of the organisation, by name (the order of users_org_list_idx), for pickers. */
export async function activeUsers(db: DbOrTx, orgId: string) {
  return db
    .select({ id: users.id, name: users.name, username: users.username, email: users.email })
    .from(users)
    .where(and(memberOf(orgId), isActiveUser))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** Of the given ids, those of active users of the organisation. */
export async function activeUserIds(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(memberOf(orgId), inArray(users.id, [...ids]), isActiveUser));
  return new Set(rows.map((row) => row.id));
}

/** The organisation's users among the given ids, active or not, with their names. */
export async function peopleByIds(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, PersonRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, active: sql<boolean>`(${isActiveUser})` })
    .from(users)
    .where(and(memberOf(orgId), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Display names of the organisation's users among the given ids, active or not. */
export async function userNames(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const people = await peopleByIds(db, orgId, ids);
  return new Map([...people.values()].map((person) => [person.id, person.name]));
}

export type FirstAdminRow = Pick<UserRow, 'id' | 'name' | 'email'>;

/** The users the organisation was created with (its first admin). */
export async function firstAdmins(db: DbOrTx, orgId: string): Promise<FirstAdminRow[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.isFirstAdmin, true)));
}

/** The live user groups of the organisation, by name, with their members (active or not). */
export async function liveGroups(db: DbOrTx, orgId: string) {
  return db
    .select({ id: userGroups.id, name: userGroups.name, users: userGroups.users })
    .from(userGroups)
    .where(isLiveGroup(orgId))
    .orderBy(asc(sql`lower(${userGroups.name})`));
}

/** Of the given ids, those of live (not trashed) user groups of the organisation. */
export async function liveGroupIds(db: DbOrTx, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(isLiveGroup(orgId), inArray(userGroups.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Users and user groups named together, as access lists name them. */
export interface NamedPeople {
  users: readonly string[];
  groups: readonly string[];
}

/**
 * Whether everyone newly named is an active user or a live user group of the organisation. Those in `kept`
 * (already named by the stored record) may stay even when blocked or trashed since.
 */
export async function namedPeopleKnown(
  db: DbOrTx,
  orgId: string,
  named: NamedPeople,
  kept: NamedPeople = { users: [], groups: [] },
): Promise<boolean> {
  const newUsers = named.users.filter((id) => !kept.users.includes(id));
  const newGroups = named.groups.filter((id) => !kept.groups.includes(id));
  const users = await activeUserIds(db, orgId, newUsers);
  const groups = await liveGroupIds(db, orgId, newGroups);
  return newUsers.every((id) => users.has(id)) && newGroups.every((id) => groups.has(id));
}

const groupsOfUser = (orgId: Bound | AnyColumn, userId: Bound | AnyColumn) =>
  and(isLiveGroup(orgId), sql`${userGroups.users} @> array[${userId}]::uuid[]`);

/** The live user groups of the organisation that count the user among their members. */
export async function groupIdsOfUser(db: DbOrTx, orgId: string, userId: string): Promise<string[]> {
  const rows = await db.select({ id: userGroups.id }).from(userGroups).where(groupsOfUser(orgId, userId));
  return rows.map((row) => row.id);
}

/** The same as an SQL array, to read beside another row in one statement (values, placeholders or columns). */
export const groupIdsOfUserSql = (orgId: Bound | AnyColumn, userId: Bound | AnyColumn): SQL<string[]> =>
  sql<string[]>`array(select ${userGroups.id} from ${userGroups} where ${groupsOfUser(orgId, userId)})`;
