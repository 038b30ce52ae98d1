import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { searchMatches } from '../../platform/db/like-pattern.ts';
import { insertRow, updateLockedOrgRow } from '../../platform/db/org-rows.ts';
import { adminUserGroups, organizations, userGroups } from '../../platform/db/schema.ts';
import { amongIds, deleteFromTrash, setTrashed as moveTrashed } from '../../platform/trash/trash.repo.ts';

export type UserGroupRow = typeof userGroups.$inferSelect;
export type AdminGroupRow = typeof adminUserGroups.$inferSelect;

/** The organisation's groups, trashed or not, Default first, then by name. */
export async function listGroups(
  db: DbOrTx,
  orgId: string,
  filter: { trashed: boolean; search: string },
): Promise<UserGroupRow[]> {
  return db
    .select()
    .from(userGroups)
    .where(
      and(
        eq(userGroups.orgId, orgId),
        eq(userGroups.isTrashed, filter.trashed),
        searchMatches(filter.search, [userGroups.name, userGroups.description]),
      ),
    )
    .orderBy(desc(userGroups.isDefault), asc(sql`lower(${userGroups.name})`), asc(userGroups.createdAt));
}

export async function findAdminGroup(
  db: DbOrTx,
  orgId: string,
  options: { search?: string; lock?: boolean } = {},
): Promise<AdminGroupRow | null> {
  const query = db
    .select()
    .from(adminUserGroups)
    .where(
      and(
        eq(adminUserGroups.orgId, orgId),
        searchMatches(options.search ?? '', [adminUserGroups.name, adminUserGroups.description]),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findGroups(db: DbOrTx, orgId: string, ids: string[]): Promise<UserGroupRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(userGroups).where(amongIds(userGroups, { orgId, ids }));
}

export async function findGroup(db: DbOrTx, orgId: string, id: string): Promise<UserGroupRow | null> {
  const [row] = await findGroups(db, orgId, [id]);
  return row ?? null;
}

/**
 * Serialises the group writes of one organisation, so two requests cannot both pass the name check
 * and then both write the same name.
 */
export async function lockOrganization(db: DbOrTx, orgId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('update');
}

/**
 * Whether a name (case-insensitive) is used by a live group of the organisation or by its admin group,
 * leaving out the group being renamed and the groups being restored.
 */
export async function nameInUse(
  db: DbOrTx,
  orgId: string,
  name: string,
  except: { groupIds?: string[]; adminGroup?: boolean } = {},
): Promise<boolean> {
  const lowered = name.trim().toLowerCase();
  const [group] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.orgId, orgId),
        eq(userGroups.isTrashed, false),
        sql`lower(${userGroups.name}) = ${lowered}`,
        except.groupIds?.length ? notInArray(userGroups.id, except.groupIds) : undefined,
      ),
    )
    .limit(1);
  if (group) return true;
  if (except.adminGroup) return false;
  const [admin] = await db
    .select({ orgId: adminUserGroups.orgId })
    .from(adminUserGroups)
    .where(and(eq(adminUserGroups.orgId, orgId), sql`lower(${adminUserGroups.name}) = ${lowered}`));
  return Boolean(admin);
}

type GroupInsert = Pick<UserGroupRow, 'orgId' | 'name' | 'description' | 'users' | 'createdBy'>;
type GroupChange = Partial<Pick<UserGroupRow, 'name' | 'description' | 'users' | 'isActive'>> & {
  updatedBy: string;
};

export function insertGroup(db: DbOrTx, values: GroupInsert): Promise<UserGroupRow> {
  return insertRow(db, userGroups, { ...values, updatedBy: values.createdBy }, 'user group');
}

export function updateGroup(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: GroupChange,
): Promise<UserGroupRow> {
  return updateLockedOrgRow(db, { table: userGroups, row: { orgId, id }, values, what: 'user group' });
}

export async function updateAdminGroup(
  db: DbOrTx,
  orgId: string,
  values: Pick<AdminGroupRow, 'name' | 'description' | 'users'>,
): Promise<AdminGroupRow> {
  const [row] = await db
    .update(adminUserGroups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(adminUserGroups.orgId, orgId))
    .returning();
  if (!row) throw new Error('the admin group to update is gone');
  return row;
}

/** Moves groups in or out of the trash; Default is never touched. Returns how many rows changed. */
export async function setTrashed(
  db: DbOrTx,
  orgId: string,
  ids: string[],
  trashed: boolean,
  by: string,
): Promise<number> {
  return moveTrashed(db, userGroups, { orgId, ids, where: eq(userGroups.isDefault, false) }, trashed, by);
}

/** Deletes trashed, non-Default groups for good. Returns how many rows went. */
export async function deleteTrashed(db: DbOrTx, orgId: string, ids: string[]): Promise<number> {
  return deleteFromTrash(db, userGroups, { orgId, ids, where: eq(userGroups.isDefault, false) });
}
