import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { HistoryChangeType } from '@atrium/domain/forms/forms.schemas.ts';
import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { searchMatches } from '../../platform/db/like-pattern.ts';
import { insertRow, orgRowIs, updateLockedOrgRow } from '../../platform/db/org-rows.ts';
import { bound, preparedOnce } from '../../platform/db/prepared.ts';
import { countRows, onePage } from '../../platform/db/row-pages.ts';
import { formHistory, forms } from '../../platform/db/schema.ts';
import { amongIds, deleteFromTrash, setTrashed } from '../../platform/trash/trash.repo.ts';
import { groupIdsOfUserSql } from '../people/people-directory.repo.ts';

export type FormRow = typeof forms.$inferSelect;
export type FormInsert = typeof forms.$inferInsert;
/** A form without its field configuration: what lists read. */
export type FormSummaryRow = Omit<FormRow, 'fieldConfig'>;
export type FormHistoryRow = typeof formHistory.$inferSelect;

const { fieldConfig: _fieldConfig, ...summaryColumns } = getTableColumns(forms);

/** A JSON list of ids, for matching jsonb id lists with `?|`. */
const idArray = (ids: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** A `{users, groups}` jsonb value that names the actor directly or through one of their groups. */
function namesActor(principals: SQL, actor: FormActor): SQL {
  return sql`((${principals})->'users' ? ${actor.id} or (${principals})->'groups' ?| ${idArray(actor.groupIds)})`;
}

/** Row scoping of the Forms cards for a reader without a role that shows every form. */
function readableBy(actor: FormActor): SQL | undefined {
  return or(
    eq(forms.owner, actor.id),
    namesActor(sql`${forms.editFormConfig}`, actor),
    sql`exists (select 1 from jsonb_each(${forms.formDataAccess}) as access(key, list)
                where ${namesActor(sql`access.list`, actor)})`,
  );
}

export async function findForm(
  db: DbOrTx,
  orgId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FormRow | null> {
  const query = db
    .select()
    .from(forms)
    .where(orgRowIs(forms, orgId, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Prepared once: the first query of every entry request. */
const formWithGroups = preparedOnce((db) =>
  db
    .select({ form: forms, groupIds: groupIdsOfUserSql(bound('orgId'), bound('userId')) })
    .from(forms)
    .where(orgRowIs(forms, bound('orgId'), bound('formId')))
    .prepare('form_with_groups'),
);

/**
 * The form and the ids of the live user groups the user belongs to, in one query: what every entry request
 * needs first.
 */
export async function findFormWithGroupsOf(
  db: Db,
  orgId: string,
  formId: string,
  userId: string,
): Promise<{ form: FormRow | null; groupIds: string[] }> {
  const [found] = await formWithGroups(db).execute({ orgId, formId, userId });
  // Without the form the request ends in 'not found', and the groups do not matter.
  return { form: found?.form ?? null, groupIds: found?.groupIds ?? [] };
}

/** Forms of the organisation among the ids, without their fields, locked for the rest of the transaction. */
export async function lockFormSummaries(db: DbOrTx, orgId: string, ids: string[]): Promise<FormSummaryRow[]> {
  if (ids.length === 0) return [];
  return db.select(summaryColumns).from(forms).where(amongIds(forms, { orgId, ids })).for('update');
}

export function insertForm(db: DbOrTx, values: FormInsert): Promise<FormRow> {
  return insertRow(db, forms, values, 'form');
}

type FormChange = Partial<FormInsert> & { updatedBy: string; version: number };

export function updateForm(db: DbOrTx, orgId: string, id: string, values: FormChange): Promise<FormRow> {
  return updateLockedOrgRow(db, { table: forms, row: { orgId, id }, values, what: 'form' });
}

export async function insertHistory(
  db: DbOrTx,
  item: {
    form: FormRow;
    changeType: HistoryChangeType;
    updatedBy: string;
    updatedByName: string;
    snapshot: FormHistoryRow['snapshot'];
  },
): Promise<void> {
  await db.insert(formHistory).values({
    orgId: item.form.orgId,
    formId: item.form.id,
    version: item.form.version,
    changeType: item.changeType,
    snapshot: item.snapshot,
    updatedBy: item.updatedBy,
    updatedByName: item.updatedByName,
    createdAt: item.form.updatedAt,
  });
}

export async function historyOf(db: DbOrTx, orgId: string, formId: string): Promise<FormHistoryRow[]> {
  return db
    .select()
    .from(formHistory)
    .where(and(eq(formHistory.orgId, orgId), eq(formHistory.formId, formId)))
    .orderBy(desc(formHistory.version));
}

/** Live forms for the Forms cards, by name: all of them, or those the reader owns, configures or uses. */
export async function readableForms(
  db: DbOrTx,
  orgId: string,
  filter: { search: string; reader: FormActor | 'everyone' },
): Promise<FormSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(forms)
    .where(
      and(
        eq(forms.orgId, orgId),
        eq(forms.isTrashed, false),
        searchMatches(filter.search, [forms.name]),
        filter.reader === 'everyone' ? undefined : readableBy(filter.reader),
      ),
    )
    .orderBy(asc(sql`lower(${forms.name})`), asc(forms.createdAt));
}

/** One page of the organisation's forms (trashed or live), most recently changed first, and the total. */
export async function formsPage(
  db: DbOrTx,
  orgId: string,
  filter: { trashed: boolean; search: string; page: number; pageSize: number },
): Promise<{ rows: FormSummaryRow[]; total: number }> {
  const where = and(
    eq(forms.orgId, orgId),
    eq(forms.isTrashed, filter.trashed),
    searchMatches(filter.search, [forms.name]),
  );
  const sorted = db
    .select(summaryColumns)
    .from(forms)
    .where(where)
    .orderBy(desc(forms.updatedAt), asc(forms.id));
  const rows = await onePage(sorted.$dynamic(), filter);
  return { rows, total: await countRows(db, forms, where) };
}

/** Whether the actor owns or may configure at least one live form. */
export async function configuresSomeForm(db: DbOrTx, orgId: string, actor: FormActor): Promise<boolean> {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(
      and(
        eq(forms.orgId, orgId),
        eq(forms.isTrashed, false),
        or(eq(forms.owner, actor.id), namesActor(sql`${forms.editFormConfig}`, actor)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface CatalogueRow {
  id: string;
  name: string;
  fields: Array<{ id: string; label: string; type: string }>;
}

/** Live forms with the id, label and type of their live fields, extracted in SQL (no whole configs read). */
export async function catalogueRows(
  db: DbOrTx,
  orgId: string,
  options: { formIds?: string[] } = {},
): Promise<CatalogueRow[]> {
  const fields = sql<CatalogueRow['fields']>`coalesce((
    select jsonb_agg(jsonb_build_object('id', f->>'id', 'label', f->>'label', 'type', f->>'type') order by n)
    from jsonb_array_elements(${forms.fieldConfig}) with ordinality as field(f, n)
    where coalesce((f->>'isTrashed')::boolean, false) = false), '[]'::jsonb)`;
  return db
    .select({ id: forms.id, name: forms.name, fields })
    .from(forms)
    .where(
      and(
        eq(forms.orgId, orgId),
        eq(forms.isTrashed, false),
        options.formIds ? inArray(forms.id, options.formIds) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${forms.name})`));
}

export async function setFormsTrashed(
  db: DbOrTx,
  orgId: string,
  ids: string[],
  trashed: boolean,
  by: string,
): Promise<void> {
  await setTrashed(db, forms, { orgId, ids }, trashed, by);
}

/** Deletes trashed forms for good; their history goes with them (foreign key cascade). */
export async function deleteForms(db: DbOrTx, orgId: string, ids: string[]): Promise<void> {
  await deleteFromTrash(db, forms, { orgId, ids });
}
