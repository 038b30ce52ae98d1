import type { EntryListQuery } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database.ts';
import { likePattern } from '../../platform/db/like-pattern.ts';
import { rowsOf } from '../../platform/db/row-arrays.ts';
import { entries, entryCounts } from '../../platform/db/schema.ts';
import { type EntryRow, valueText } from './entries.repo.ts';
import { conditionSql, keyConditionOf, sortKeys } from './entry-filters.sql.ts';
import { readyKeyColumns } from './entry-keys.repo.ts';
import { keyTableName } from './entry-partitions.repo.ts';

export interface EntryListScope {
  orgId: string;
  formId: string;
  /** Only the entries this user created (view_self_data). */
  createdBy?: string;
  /** Fields the reader may view, by id: filters, sort and search may use these only. */
  viewable: ReadonlyMap<string, FieldConfig>;
  /** The form has imported entries whose search text waits in search_pending (see withSearchBacklog). */
  searchPending?: boolean;
}

/**
 * The scope of a search, told whether the form has imported entries whose search text waits for the search
 * index job (decision 0055). Only then does the search match search_pending too: that arm reads a partial
 * index of waiting entries, but a partition whose statistics predate the column (or that has none, as on
 * the embedded database) would have the planner expect most rows there and scan the whole form instead.
 * An import writes its entries and the form's backlog row in one statement, and the job removes the row only
 * once no entry waits, so a search that finds no row misses at most entries committed as it runs.
 */
export async function withSearchBacklog<S extends EntryListScope>(
  db: DbOrTx,
  scope: S,
  search: string,
): Promise<S> {
  if (!search.trim()) return scope;
  const [row] = await rowsOf<{ waiting: boolean }>(
    db,
    sql`select exists (select 1 from entry_search_backlog where form_id = ${scope.formId}::uuid) as waiting`,
  );
  return { ...scope, searchPending: row?.waiting === true };
}

/**
 * 'Search by any field': search_text holds the unlocked fields; locked fields the reader may view are
 * matched on their values, and a field hidden from the reader is never matched. An imported entry's text
 * waits in search_pending until the search index job moves it (decision 0055): matched there meanwhile (when
 * the scope says some wait), so a search finds it at once.
 */
function searchSql(
  search: string,
  viewable: ReadonlyMap<string, FieldConfig>,
  searchPending: boolean,
): SQL | undefined {
  const term = search.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const lockedMatches = [...viewable.values()]
    .filter((field) => field.userLock && !['file', 'json', 'password'].includes(field.type))
    .map((field) => sql`${valueText(field.id)} ilike ${pattern}`);
  return or(
    sql`${entries.searchText} like ${pattern}`,
    searchPending ? sql`${entries.searchPending} like ${pattern}` : undefined,
    ...lockedMatches,
  );
}

type ViewQuery = Pick<EntryListQuery, 'trashed' | 'search' | 'filters'>;

/** The entries table's view (scope, trash, search, filters); the export reads the same view. */
export function whereOf(scope: EntryListScope, query: ViewQuery) {
  return and(eq(entries.orgId, scope.orgId), formViewOf(scope, query));
}

/**
 * The view within the form's own partition. Without org_id, a count of a plain view is an index-only scan
 * of (form_id, is_trashed, created_at, id); it is safe only once the form is known to be the organisation's,
 * as every entry of a form's partition belongs to the form's organisation.
 */
export function formViewOf(scope: EntryListScope, query: ViewQuery) {
  return and(
    eq(entries.formId, scope.formId),
    eq(entries.isTrashed, query.trashed),
    scope.createdBy ? eq(entries.createdBy, scope.createdBy) : undefined,
    searchSql(query.search, scope.viewable, scope.searchPending === true),
    ...query.filters.map((condition) => conditionSql(condition, scope.viewable)),
  );
}

/** Beyond this many rows from the start, a page is read from whichever end of the view is nearer. */
const FAR_OFFSET = 10_000;

/** One page of the entries table and the total of the same view (the caller has checked the form's organisation). */
export async function listEntryRows(
  db: DbOrTx,
  scope: EntryListScope,
  query: EntryListQuery,
): Promise<{ rows: EntryRow[]; total: number }> {
  const offset = query.page * query.pageSize;
  const ascending = query.direction === 'asc';
  const page = (fromStart: boolean, skip: number, take: number) =>
    viewRows(db, scope, query, fromStart === ascending, skip, take);
  if (offset < FAR_OFFSET) {
    const [rows, total] = await Promise.all([page(true, offset, query.pageSize), totalOf(db, scope, query)]);
    return { rows, total };
  }
  // An offset walks every row before it: the last of 20,000 pages would read 1,000,000 rows. Knowing the
  // total, a page in the second half is read backwards from the end and turned round.
  const total = await totalOf(db, scope, query);
  const take = Math.min(query.pageSize, total - offset);
  if (take <= 0) return { rows: [], total };
  const fromEnd = total - offset - take;
  if (fromEnd >= offset) return { rows: await page(true, offset, query.pageSize), total };
  return { rows: (await page(false, fromEnd, take)).reverse(), total };
}

/**
 * Rows of the view in the sort's order, ascending or not. Empty values count as the smallest: 'asc nulls
 * first' and 'desc nulls last' are the two directions of one btree (created_at desc nulls last in
 * entries_list_idx), so any sort, either way, can walk an index.
 */
function viewRows(
  db: DbOrTx,
  scope: EntryListScope,
  query: EntryListQuery,
  ascending: boolean,
  skip: number,
  take: number,
): Promise<EntryRow[]> {
  const order = sortKeys(query.sort, scope.viewable).map((key) =>
    ascending ? sql`${key} asc nulls first` : sql`${key} desc nulls last`,
  );
  const tieBreak = ascending ? asc(entries.id) : desc(entries.id);
  return db
    .select()
    .from(entries)
    .where(whereOf(scope, query))
    .orderBy(...order, tieBreak)
    .limit(take)
    .offset(skip);
}

/**
 * The total of a view: a plain view of the whole form reads the kept count, any other counts its rows, or
 * reuses its last count while no statement has written the form's entries since (countedTotal).
 */
async function totalOf(db: DbOrTx, scope: EntryListScope, query: ViewQuery): Promise<number> {
  const plain = !scope.createdBy && !query.search.trim() && query.filters.length === 0;
  if (plain) return keptEntryCount(db, scope.formId, query.trashed);
  return countedTotal(db, scope.formId, formViewOf(scope, query), keyedViewOf(scope, query));
}

/** A view counted over the form's key columns: their conditions and the columns they read. */
interface KeyedView {
  columns: string[];
  where: SQL;
}

/**
 * The view over the form's key columns (entry-keys.repo.ts) when each of its conditions can be read there:
 * filters alone, each on a number or an option's lower-cased value. Null for searches and a creator's own view.
 */
function keyedViewOf(scope: EntryListScope, query: ViewQuery): KeyedView | null {
  if (scope.createdBy || query.search.trim() || query.filters.length === 0) return null;
  const conditions = query.filters.map((condition) => keyConditionOf(condition, scope.viewable));
  if (conditions.some((condition) => condition === null)) return null;
  const keyed = conditions as { column: string; sql: SQL }[];
  return {
    columns: keyed.map((condition) => condition.column),
    where: and(sql`is_trashed = ${query.trashed}`, ...keyed.map((condition) => condition.sql)) ?? sql`true`,
  };
}

/**
 * The rows of a view: from the key table when every column the view reads there is ready, which counts narrow
 * rows from their indexes; from the entries otherwise.
 */
async function countRowsSql(db: DbOrTx, formId: string, view: SQL | undefined, keyed: KeyedView | null) {
  if (keyed) {
    const ready = await readyKeyColumns(db, formId);
    if (keyed.columns.every((column) => ready.has(column)))
      return sql`select count(*) from ${sql.raw(keyTableName(formId))} where ${keyed.where}`;
  }
  return sql`select count(*) from ${entries} where ${view ?? sql`true`}`;
}

const dialect = new PgDialect();

/** Counted totals kept per process, by form and view's SQL; the oldest asked for goes first. */
const COUNTED_TOTALS_KEPT = 1000;
const countedTotals = new Map<string, { writes: string; total: number }>();

/** The statements that have written a form's entries so far (see entryCounts.writes): it only grows. */
const formWritesSql = (formId: string) =>
  sql`(select coalesce(sum(${entryCounts.writes}), 0)::text from ${entryCounts} where ${entryCounts.formId} = ${formId})`;

/**
 * The rows of a view, counted with the form's writes in one statement (one snapshot). Asked again, the total
 * is reused when the form's writes are still the same: no statement has added, changed, trashed, restored or
 * deleted any of its entries since, so counting again would give the same number. Otherwise it counts again.
 * Filters and searches read only the entry's own row, so the form's writes are all that can change a total.
 */
async function countedTotal(
  db: DbOrTx,
  formId: string,
  view: SQL | undefined,
  keyed: KeyedView | null = null,
): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(view ?? sql`true`);
  const key = `${formId}\n${text}\n${JSON.stringify(params)}`;
  const kept = countedTotals.get(key);
  if (kept) {
    const [now] = await rowsOf<{ writes: string }>(db, sql`select ${formWritesSql(formId)} as writes`);
    if (now?.writes === kept.writes) {
      countedTotals.delete(key);
      countedTotals.set(key, kept);
      return kept.total;
    }
  }
  const [counted] = await rowsOf<{ total: string; writes: string }>(
    db,
    sql`select (${await countRowsSql(db, formId, view, keyed)})::text as total, ${formWritesSql(formId)} as writes`,
  );
  const total = Number(counted?.total ?? 0);
  if (counted) {
    countedTotals.delete(key);
    countedTotals.set(key, { writes: counted.writes, total });
    if (countedTotals.size > COUNTED_TOTALS_KEPT)
      countedTotals.delete(countedTotals.keys().next().value as string);
  }
  return total;
}

/** Live or trashed entries of a form, from the deltas the triggers on `entries` keep (migration create_entry_counts). */
export async function keptEntryCount(db: DbOrTx, formId: string, trashed: boolean): Promise<number> {
  const [kept] = await db
    .select({ n: sql<string | null>`sum(${entryCounts.n})` })
    .from(entryCounts)
    .where(and(eq(entryCounts.formId, formId), eq(entryCounts.isTrashed, trashed)));
  return Number(kept?.n ?? 0);
}

/** The form's live entries, only the user's own when the scope names a creator. */
export function liveEntriesWhere(scope: Omit<EntryListScope, 'viewable'>): SQL | undefined {
  return and(
    eq(entries.formId, scope.formId),
    eq(entries.orgId, scope.orgId),
    eq(entries.isTrashed, false),
    scope.createdBy ? eq(entries.createdBy, scope.createdBy) : undefined,
  );
}

/** The newest entries first (prefill, samples, an import from another form). */
export const newestEntriesFirst = [desc(entries.createdAt), desc(entries.id)];

/** Newest live entries matching a condition, for prefill and samples. */
export async function newestLiveEntries(
  db: DbOrTx,
  scope: Omit<EntryListScope, 'viewable'>,
  match: SQL | undefined,
  limit: number,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(and(liveEntriesWhere(scope), match))
    .orderBy(...newestEntriesFirst)
    .limit(limit);
}

/** Distinct non-empty values of a field among the live entries of a form: foreign-key options. */
/** How many foreign-key options one search offers. */
export const FOREIGN_OPTIONS_LIMIT = 200;

export async function distinctValues(
  db: DbOrTx,
  where: { orgId: string; formId: string },
  fieldId: string,
  search: string,
  limit: number,
): Promise<{ id: string; value: string }[]> {
  const value = valueText(fieldId);
  const result = (await db.execute(sql`
    select distinct on (value) id::text as id, value from (
      select ${entries.id} as id, ${value} as value, ${entries.createdAt} as created_at
      from ${entries}
      where ${entries.formId} = ${where.formId} and ${entries.orgId} = ${where.orgId} and not ${entries.isTrashed}
    ) as options
    where coalesce(value, '') <> '' ${search ? sql`and value ilike ${likePattern(search)}` : sql``}
    order by value, created_at desc
    limit ${limit}`)) as unknown as { rows: { id: string; value: string }[] };
  return result.rows;
}
