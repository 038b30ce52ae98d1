import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { ofOrgForm } from '../../platform/db/org-rows.ts';
import { bound, preparedOnce } from '../../platform/db/prepared.ts';
import { entries, entryVersions } from '../../platform/db/schema.ts';
import { deleteFromTrash, setTrashed } from '../../platform/trash/trash.repo.ts';
import { entryCellKeysSql, entryUniqueSql } from './entry-indexes.repo.ts';

export type EntryRow = typeof entries.$inferSelect;
export type EntryVersionRow = typeof entryVersions.$inferSelect;

/** Every entry query names the form and the organisation: one partition is read and tenancy holds. */
const ofForm = (orgId: string, formId: string) => ofOrgForm(entries, orgId, formId);

export type EntryInsert = typeof entries.$inferInsert;

/** A submission's insert, prepared once: the busiest write of all. */
const insertOneEntry = preparedOnce((db) =>
  db
    .insert(entries)
    .values({
      formId: bound('formId'),
      id: bound('id'),
      orgId: bound('orgId'),
      data: bound('data'),
      searchText: bound('searchText'),
      createdBy: bound('createdBy'),
      createdByName: bound('createdByName'),
      updatedBy: bound('updatedBy'),
      updatedByName: bound('updatedByName'),
      isSample: bound('isSample'),
      // Given as JSON text: through the column's own encoding an absent source would be JSON null, not NULL.
      sampleSource: sql`${bound('sampleSource')}::jsonb`,
    })
    .returning()
    .prepare('insert_entry'),
);

/** Inserts entries in one statement; returns them in the order given. */
export async function insertEntries(db: DbOrTx, values: readonly EntryInsert[]): Promise<EntryRow[]> {
  if (values.length === 0) return [];
  const [one] = values;
  if (values.length === 1 && one) {
    return insertOneEntry(db).execute({
      id: randomUUID(),
      createdBy: null,
      createdByName: null,
      updatedBy: null,
      updatedByName: null,
      isSample: false,
      ...one,
      sampleSource: one.sampleSource ? JSON.stringify(one.sampleSource) : null,
    });
  }
  return db
    .insert(entries)
    .values([...values])
    .returning();
}

/** A submission's row: what `newEntry` makes, with the id the server gave it. */
export type SubmittedEntry = Pick<
  EntryInsert,
  'formId' | 'orgId' | 'data' | 'searchText' | 'createdBy' | 'createdByName' | 'updatedBy' | 'updatedByName'
> & { id: string };

const entryColumns = Object.entries(getTableColumns(entries));

/**
 * Inserts submissions of any forms with one statement and one parameter, the rows as JSON: the query builder
 * would make a new statement of nine parameters a row for each batch, checking every value as it goes, which
 * was most of the 4 % of the server's time its checks took under the submission benchmark (decision 0053).
 * Returns the inserted rows, in no particular order.
 */
export async function insertSubmittedEntries(
  db: DbOrTx,
  rows: readonly SubmittedEntry[],
): Promise<EntryRow[]> {
  const payload = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      form_id: row.formId,
      org_id: row.orgId,
      data: row.data,
      search_text: row.searchText,
      created_by: row.createdBy,
      created_by_name: row.createdByName,
      updated_by: row.updatedBy,
      updated_by_name: row.updatedByName,
    })),
  );
  const result = (await db.execute(sql`
    insert into entries (id, form_id, org_id, data, search_text, created_by, created_by_name, updated_by,
                         updated_by_name)
    select * from jsonb_to_recordset(${payload}::jsonb)
      as r(id uuid, form_id uuid, org_id text, data jsonb, search_text text, created_by uuid,
           created_by_name text, updated_by uuid, updated_by_name text)
    returning *`)) as unknown as { rows: Record<string, unknown>[] };
  // The columns' own readers, as the query builder applies them (a driver may give timestamps as text).
  return result.rows.map(
    (raw) =>
      Object.fromEntries(
        entryColumns.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as EntryRow,
  );
}

export async function findEntry(
  db: DbOrTx,
  orgId: string,
  formId: string,
  id: string,
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(ofForm(orgId, formId), eq(entries.id, id)));
  return row ?? null;
}

/** Entries among the ids, locked until the transaction ends. */
export async function lockEntries(
  db: DbOrTx,
  orgId: string,
  formId: string,
  ids: string[],
): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(entries)
    .where(and(ofForm(orgId, formId), inArray(entries.id, ids)))
    .for('update');
}

export async function updateEntryData(
  db: DbOrTx,
  row: EntryRow,
  change: { data: Record<string, unknown>; searchText: string; by: string; byName: string },
): Promise<EntryRow> {
  const [updated] = await db
    .update(entries)
    .set({
      data: change.data,
      searchText: change.searchText,
      // An imported entry edited before the search index job reached it: its new text is indexed now.
      searchPending: null,
      version: row.version + 1,
      updatedBy: change.by,
      updatedByName: change.byName,
      updatedAt: sql`now()`,
    })
    .where(and(ofForm(row.orgId, row.formId), eq(entries.id, row.id)))
    .returning();
  if (!updated) throw new Error('the entry to update is gone');
  return updated;
}

/** Keeps the state an entry had before a change (forms with data versioning on). */
export async function insertVersion(db: DbOrTx, row: EntryRow): Promise<void> {
  await db.insert(entryVersions).values({
    formId: row.formId,
    entryId: row.id,
    version: row.version,
    orgId: row.orgId,
    data: row.data,
    updatedBy: row.updatedBy,
    updatedByName: row.updatedByName,
    updatedAt: row.updatedAt,
  });
}

export async function versionsOf(db: DbOrTx, orgId: string, formId: string, entryId: string) {
  return db
    .select()
    .from(entryVersions)
    .where(and(ofOrgForm(entryVersions, orgId, formId), eq(entryVersions.entryId, entryId)))
    .orderBy(desc(entryVersions.version));
}

export async function setEntriesTrashed(
  db: DbOrTx,
  orgId: string,
  formId: string,
  ids: string[],
  trashed: boolean,
): Promise<void> {
  await setTrashed(db, entries, { orgId, ids, where: eq(entries.formId, formId) }, trashed);
}

/** Deletes trashed entries and their versions; returns the versions' data so their files can be removed too. */
export async function deleteEntries(db: DbOrTx, orgId: string, formId: string, ids: string[]) {
  await deleteFromTrash(db, entries, { orgId, ids, where: eq(entries.formId, formId) });
  return db
    .delete(entryVersions)
    .where(and(ofOrgForm(entryVersions, orgId, formId), inArray(entryVersions.entryId, ids)))
    .returning({ data: entryVersions.data });
}

/** Serialises the writers of one form's entries while they check unique values and insert. */
export async function lockFormEntries(db: DbOrTx, formId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`entries:${formId}`}))`);
}

/** The text of a stored value: an option's value, or the value itself. */
export const valueText = (fieldId: string) =>
  sql`coalesce(${entries.data} -> ${fieldId}::text ->> 'value', ${entries.data} ->> ${fieldId}::text)`;

/**
 * Which of these values a live entry other than `exceptId` already holds in a column of its table field:
 * the values as given, or lower-cased when case is ignored. Reads the cells as `uniqueCellText` does.
 */
export async function cellValuesTaken(
  db: DbOrTx,
  where: { orgId: string; formId: string; exceptId?: string },
  column: { fieldId: string; columnId: string; caseSensitive: boolean },
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const table = sql`${entries.data} -> ${column.fieldId}::text`;
  const cell = sql`coalesce(cell -> ${column.columnId}::text ->> 'value', cell ->> ${column.columnId}::text)`;
  const text = column.caseSensitive ? cell : sql`lower(${cell})`;
  const wanted = column.caseSensitive ? values : values.map((value) => value.toLowerCase());
  // The column's cell index (lower-cased texts) finds the few entries that may hold a value.
  const keys = entryCellKeysSql(column.fieldId, column.columnId);
  const indexed = keys ? sql`and ${keys} && ${textArray(values.map((value) => value.toLowerCase()))}` : sql``;
  const result = (await db.execute(sql`
    select distinct ${text} as value
    from ${entries}, jsonb_array_elements(
      case when jsonb_typeof(${table}) = 'array' then ${table} else '[]'::jsonb end) as cell
    where ${entries.formId} = ${where.formId} and ${entries.orgId} = ${where.orgId} and not ${entries.isTrashed}
      ${where.exceptId ? sql`and ${entries.id} <> ${where.exceptId}` : sql``}
      ${indexed}
      and jsonb_typeof(cell) = 'object'
      and ${text} in (${sql.join(
        wanted.map((value) => sql`${value}`),
        sql`, `,
      )})`)) as unknown as { rows: { value: string }[] };
  return new Set(result.rows.map((row) => row.value));
}

/** A list of texts as one parameter (JSON), read back as a text array: the same on both drivers. */
const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify([...new Set(values)])}::jsonb))`;

/**
 * Which of these values live entries hold in a unique field, as compared (lower-cased when case is ignored).
 * Asks through the field's unique index (lower-cased value text), then compares exactly when case matters.
 */
export async function fieldValuesTaken(
  db: DbOrTx,
  where: { orgId: string; formId: string; exceptId?: string },
  field: { fieldId: string; caseSensitive: boolean },
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const lowered = entryUniqueSql(field.fieldId);
  const exact = field.caseSensitive
    ? sql`and ${valueText(field.fieldId)} = any(${textArray(values)})`
    : sql``;
  const text = field.caseSensitive ? valueText(field.fieldId) : lowered;
  const wanted = values.map((value) => value.toLowerCase());
  const rows = await db
    .selectDistinct({ value: sql<string>`${text}` })
    .from(entries)
    .where(
      and(
        ofForm(where.orgId, where.formId),
        eq(entries.isTrashed, false),
        where.exceptId ? ne(entries.id, where.exceptId) : undefined,
        sql`${lowered} = any(${textArray(wanted)}) ${exact}`,
      ),
    );
  return new Set(rows.map((row) => row.value));
}
