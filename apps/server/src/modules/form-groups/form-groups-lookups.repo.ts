import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { forms, userGroups, users } from '../../platform/db/schema.ts';

/** What the group screens and rules read of a form. */
export interface GroupedFormRow {
  id: string;
  name: string;
  owner: string | null;
  isTrashed: boolean;
  trashedAt: Date | null;
  fieldCount: number;
  updatedAt: Date;
  editFormConfig: (typeof forms.$inferSelect)['editFormConfig'];
  formDataAccess: (typeof forms.$inferSelect)['formDataAccess'];
  formUsabilitySettings: (typeof forms.$inferSelect)['formUsabilitySettings'];
}

/** The organisation's forms among the given ids, trashed or not, by id. */
export async function formsById(
  db: DbOrTx,
  orgId: string,
  ids: string[],
): Promise<Map<string, GroupedFormRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: forms.id,
      name: forms.name,
      owner: forms.owner,
      isTrashed: forms.isTrashed,
      trashedAt: forms.trashedAt,
      fieldCount: forms.fieldCount,
      updatedAt: forms.updatedAt,
      editFormConfig: forms.editFormConfig,
      formDataAccess: forms.formDataAccess,
      formUsabilitySettings: forms.formUsabilitySettings,
    })
    .from(forms)
    .where(and(eq(forms.orgId, orgId), inArray(forms.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Of the given ids, those of users of the organisation who are neither archived nor blocked. */
export async function activeUserIds(db: DbOrTx, orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        inArray(users.id, ids),
        eq(users.isArchived, false),
        eq(users.isBlocked, false),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Of the given ids, those of the organisation's user groups that are not in the trash. */
export async function liveUserGroupIds(db: DbOrTx, orgId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.orgId, orgId), inArray(userGroups.id, ids), eq(userGroups.isTrashed, false)));
  return new Set(rows.map((row) => row.id));
}

/** The live user groups of the organisation that list this user. */
export async function userGroupIdsOf(db: DbOrTx, orgId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.orgId, orgId),
        eq(userGroups.isTrashed, false),
        sql`${userId}::uuid = any(${userGroups.users})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Display names of the organisation's users among the given ids. */
export async function userNames(db: DbOrTx, orgId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}
