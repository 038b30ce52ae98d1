import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { searchMatches } from '../../platform/db/like-pattern.ts';
import { insertRow, updateLockedOrgRow } from '../../platform/db/org-rows.ts';
import { formGroups } from '../../platform/db/schema.ts';
import { amongIds, deleteFromTrash, setTrashed } from '../../platform/trash/trash.repo.ts';

export type FormGroupRow = typeof formGroups.$inferSelect;

/** The unique index that keeps group names unique per organisation, case-insensitively, trash included. */
export const GROUP_NAME_INDEX = 'form_groups_org_name_key';

/** The organisation's groups, live or trashed, matching the search; Default first, then by name. */
export function listGroups(
  db: DbOrTx,
  orgId: string,
  filter: { trashed: boolean; search: string },
): Promise<FormGroupRow[]> {
  return db
    .select()
    .from(formGroups)
    .where(
      and(
        eq(formGroups.orgId, orgId),
        eq(formGroups.isTrashed, filter.trashed),
        searchMatches(filter.search, [formGroups.name]),
      ),
    )
    .orderBy(desc(formGroups.isDefault), asc(sql`lower(${formGroups.name})`), asc(formGroups.createdAt));
}

export async function findGroups(
  db: DbOrTx,
  orgId: string,
  ids: string[],
  options: { lock?: boolean } = {},
): Promise<FormGroupRow[]> {
  if (ids.length === 0) return [];
  const query = db.select().from(formGroups).where(amongIds(formGroups, { orgId, ids }));
  return options.lock ? query.for('update') : query;
}

export async function findGroup(
  db: DbOrTx,
  orgId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FormGroupRow | null> {
  const [row] = await findGroups(db, orgId, [id], options);
  return row ?? null;
}

/** Whether a group of the organisation, trashed or not, other than `exceptId`, has this name in any case. */
export async function groupNameInUse(
  db: DbOrTx,
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: formGroups.id })
    .from(formGroups)
    .where(
      and(
        eq(formGroups.orgId, orgId),
        sql`lower(${formGroups.name}) = ${name.trim().toLowerCase()}`,
        exceptId ? ne(formGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface GroupContent {
  name: string;
  forms: string[];
  formVisibility: Record<string, Principals>;
  groupVisibility: Principals;
}

type GroupInsert = GroupContent & { orgId: string; createdBy: string };
type GroupChange = GroupContent & { updatedBy: string };

export function insertGroup(db: DbOrTx, values: GroupInsert): Promise<FormGroupRow> {
  return insertRow(db, formGroups, { ...values, updatedBy: values.createdBy }, 'form group');
}

export function updateGroup(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: GroupChange,
): Promise<FormGroupRow> {
  return updateLockedOrgRow(db, { table: formGroups, row: { orgId, id }, values, what: 'form group' });
}

/** Moves groups in or out of the trash; Default is never touched. */
export async function setGroupsTrashed(
  db: DbOrTx,
  orgId: string,
  ids: string[],
  trashed: boolean,
  by: string,
): Promise<void> {
  await setTrashed(db, formGroups, { orgId, ids, where: eq(formGroups.isDefault, false) }, trashed, by);
}

/** Deletes trashed, non-Default groups for good; their forms stay where they are. */
export async function deleteTrashedGroups(db: DbOrTx, orgId: string, ids: string[]): Promise<void> {
  await deleteFromTrash(db, formGroups, { orgId, ids, where: eq(formGroups.isDefault, false) });
}
