import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { searchMatches } from '../../platform/db/like-pattern.ts';
import { orgRowIs, updateOrgRow } from '../../platform/db/org-rows.ts';
import { countRows, onePage } from '../../platform/db/row-pages.ts';
import { adminUserGroups, userGroups, users } from '../../platform/db/schema.ts';

export type OrgUserRow = UserRow & { isOrgAdmin: boolean };

export interface UserPageQuery {
  archived: boolean;
  search: string;
  page: number;
  pageSize: number;
}

/** Membership of the organisation's admin group, computed in the same statement as the row. */
const isOrgAdminSql = sql<boolean>`exists (
  select 1 from ${adminUserGroups}
  where ${adminUserGroups.orgId} = ${users.orgId} and ${users.id} = any(${adminUserGroups.users}))`;

function pageFilter(orgId: string, query: Pick<UserPageQuery, 'archived' | 'search'>): SQL {
  const search = searchMatches(query.search, [users.name, users.username, users.email, users.phoneNumber]);
  return and(eq(users.orgId, orgId), eq(users.isArchived, query.archived), search) as SQL;
}

/** One page of the organisation's users (name order) and how many match in all. */
export async function listOrgUsers(
  db: DbOrTx,
  orgId: string,
  query: UserPageQuery,
): Promise<{ rows: OrgUserRow[]; total: number }> {
  const where = pageFilter(orgId, query);
  const total = await countRows(db, users, where);
  // The order of users_org_list_idx, so a page is read from the index rather than sorted.
  const sorted = db.select().from(users).where(where).orderBy(sql`lower(${users.name})`, asc(users.id));
  const rows = await onePage(sorted.$dynamic(), query);
  // One look at the admin group for the whole page, rather than one per row skipped by the offset.
  const [group] = await db
    .select({ users: adminUserGroups.users })
    .from(adminUserGroups)
    .where(eq(adminUserGroups.orgId, orgId));
  const admins = new Set(group?.users ?? []);
  return { rows: rows.map((row) => ({ ...row, isOrgAdmin: admins.has(row.id) })), total };
}

/** A user of this organisation, or null: another organisation's user is not found. */
export async function findOrgUser(db: DbOrTx, orgId: string, userId: string): Promise<OrgUserRow | null> {
  const [row] = await db
    .select({ user: users, isOrgAdmin: isOrgAdminSql })
    .from(users)
    .where(orgRowIs(users, orgId, userId));
  return row ? { ...row.user, isOrgAdmin: row.isOrgAdmin } : null;
}

export interface Identity {
  username?: string;
  email?: string;
  phoneNumber?: string;
}

/**
 * Which of these values another account already holds. Usernames and phones are unique within the
 * organisation (when there is one), emails among every account that can sign in (docs/decisions/0001).
 */
export async function takenIdentity(
  db: DbOrTx,
  orgId: string | null,
  identity: Identity,
  exceptUserId: string | null,
): Promise<{ username: boolean; email: boolean; phoneNumber: boolean }> {
  const other = exceptUserId ? sql`${users.id} <> ${exceptUserId}` : sql`true`;
  const exists = async (condition: SQL) =>
    (await db.select({ id: users.id }).from(users).where(and(condition, other)).limit(1)).length > 0;
  return {
    username:
      orgId !== null && identity.username !== undefined
        ? await exists(
            sql`${users.orgId} = ${orgId} and lower(${users.username}) = lower(${identity.username})`,
          )
        : false,
    email:
      identity.email !== undefined
        ? await exists(
            sql`lower(${users.email}) = lower(${identity.email})
              and (${users.orgId} is not null or ${users.isMasterAdmin} or ${users.isCreator})`,
          )
        : false,
    phoneNumber:
      orgId !== null && identity.phoneNumber
        ? await exists(sql`${users.orgId} = ${orgId} and ${users.phoneNumber} = ${identity.phoneNumber}`)
        : false,
  };
}

export type UserChange = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'username'
    | 'email'
    | 'phoneNumber'
    | 'passwordHash'
    | 'isBlocked'
    | 'isArchived'
    | 'archivedAt'
    | 'isTestUser'
  > & { access: AccessEntry[] }
>;

export async function updateOrgUser(
  db: DbOrTx,
  orgId: string,
  userId: string,
  change: UserChange,
): Promise<UserRow | null> {
  return (await updateOrgRow(db, { table: users, row: { orgId, id: userId }, values: change })) ?? null;
}

/** Adds a user to the organisation's Default user group; false when the organisation has none. */
export async function addToDefaultGroup(db: DbOrTx, orgId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(userGroups)
    .set({
      users: sql`case when ${userId}::uuid = any(${userGroups.users}) then ${userGroups.users}
                 else array_append(${userGroups.users}, ${userId}::uuid) end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(userGroups.orgId, orgId), eq(userGroups.isDefault, true)))
    .returning({ id: userGroups.id });
  return rows.length > 0;
}
