import type { EntryListQuery } from '@atrium/domain/entries/entries.schemas.ts';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowArrays } from '../../platform/db/row-arrays.ts';
import { entries } from '../../platform/db/schema.ts';
import { type EntryListScope, entrySortTarget, entryViewWhere } from '../entries/entries.queries.ts';
import { BUILT_IN_HEADERS, type ExportRow } from './export-cells.ts';
import { type CsvLayout, csvTextSql, fieldCellSql } from './export-csv-sql.ts';

/** Rows fetched at a time: memory stays flat whatever the number of entries. */
export const EXPORT_PAGE_SIZE = 2000;

/** One key of the export's order; the last one is the entry id, which is never null. */
interface SortKey {
  expression: SQL;
  ascending: boolean;
  nullsFirst: boolean;
  /** Built-in timestamps and the id are never null: their conditions stay simple enough for an index. */
  nullable: boolean;
}

export interface ExportReadPlan {
  where: SQL | undefined;
  keys: SortKey[];
  /** The fields read, in column order: the viewable fields, as exportColumns lists them. */
  fieldIds: string[];
}

/**
 * The entries table's view (same WHERE, same sort) in the export's order; a grouped export reads each group's
 * entries together. Built before the answer starts, so a bad sort or filter is a 400, not a broken download.
 */
export function exportReadPlan(
  scope: EntryListScope,
  query: Pick<EntryListQuery, 'trashed' | 'search' | 'filters' | 'sort' | 'direction'>,
  groupBy: SQL | null,
): ExportReadPlan {
  const ascending = query.direction === 'asc';
  const nullable = !['created_at', 'updated_at'].includes(query.sort);
  const keys: SortKey[] = [
    // Empty values count as the smallest, as in the table (entries-query.repo.ts): first going up.
    { expression: entrySortTarget(query.sort, scope.viewable), ascending, nullsFirst: ascending, nullable },
    { expression: sql`${entries.id}`, ascending, nullsFirst: false, nullable: false },
  ];
  if (groupBy) keys.unshift({ expression: groupBy, ascending: true, nullsFirst: true, nullable: true });
  return { where: entryViewWhere(scope, query), keys, fieldIds: [...scope.viewable.keys()] };
}

const orderOf = (key: SortKey) =>
  sql`${key.expression} ${sql.raw(key.ascending ? 'asc' : 'desc')} ${sql.raw(key.nullsFirst ? 'nulls first' : 'nulls last')}`;

/** Rows whose key comes after `last` in the key's order (nulls where the order puts them). */
function after(key: SortKey, last: string | null): SQL | undefined {
  const beyond = key.ascending ? sql`${key.expression} > ${last}` : sql`${key.expression} < ${last}`;
  if (last === null) return key.nullsFirst ? sql`${key.expression} is not null` : sql`false`;
  return key.nullsFirst || !key.nullable ? beyond : or(beyond, sql`${key.expression} is null`);
}

/**
 * A bound on the first key implied by the keyset condition, stated on its own so the planner can range-scan
 * an index on that key instead of sorting what is left of the view for every page.
 */
function firstKeyBound(key: SortKey, last: string | null): SQL | undefined {
  if (last === null) return key.nullsFirst ? undefined : sql`${key.expression} is null`;
  const from = key.ascending ? sql`${key.expression} >= ${last}` : sql`${key.expression} <= ${last}`;
  return key.nullsFirst || !key.nullable ? from : or(from, sql`${key.expression} is null`);
}

const same = (key: SortKey, last: string | null) =>
  last === null ? sql`${key.expression} is null` : sql`${key.expression} = ${last}`;

/** Keyset condition: after the last row read, in the full order of the keys. */
function afterRow(keys: SortKey[], last: (string | null)[]): SQL | undefined {
  const [first] = keys;
  return and(
    first ? firstKeyBound(first, last[0] ?? null) : undefined,
    or(
      ...keys.map((key, index) =>
        and(
          ...keys.slice(0, index).map((earlier, i) => same(earlier, last[i] ?? null)),
          after(key, last[index] ?? null),
        ),
      ),
    ),
  );
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'). */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The export's columns as text (export-cells.ts: the built-in columns, then each field's value as JSON
 * text), and after them the sort keys of the row, which the next page starts after.
 */
function selectList(fieldIds: readonly string[], keys: readonly SortKey[]): SQL {
  return sql.join(
    [
      sql`${entries.id}::text`,
      isoText(sql`${entries.updatedAt}`),
      sql`${entries.updatedByName}`,
      isoText(sql`${entries.createdAt}`),
      sql`${entries.createdByName}`,
      ...fieldIds.map((id) => sql`(${entries.data} -> ${id}::text)::text`),
      ...keys.map((key) => sql`(${key.expression})::text`),
    ],
    sql`, `,
  );
}

const name = (text: string) => sql.raw(`"${text}"`);

/**
 * The CSV export's columns: the same texts as selectList where Node formats the cell (columns of Node, and
 * every column of a row some run of which SQL could not write), then each run of columns as its finished
 * CSV text, then the sort keys. The page is read in the innermost query; the runs are written over its rows
 * only, and the outer query reads whether any run is null.
 */
function csvSelect(
  plan: ExportReadPlan,
  layout: CsvLayout,
  where: SQL | undefined,
  order: SQL,
  always: ReadonlySet<string>,
): SQL {
  const builtIns = [
    sql`${entries.id}::text`,
    isoText(sql`${entries.updatedAt}`),
    sql`${entries.updatedByName}`,
    isoText(sql`${entries.createdAt}`),
    sql`${entries.createdByName}`,
  ];
  const fieldAt = (column: number) => plan.fieldIds[column - BUILT_IN_HEADERS.length] ?? '';
  const sqlColumns = layout.runs.flat();
  const page = sql.join(
    [
      ...builtIns.map((text, i) => sql`${text} as ${name(`c${i}`)}`),
      sql`${entries.data} as "d"`,
      ...sqlColumns
        .filter((column) => column >= BUILT_IN_HEADERS.length)
        .flatMap((column) => [
          sql`${entries.data} ->> ${fieldAt(column)}::text as ${name(`t${column}`)}`,
          sql`jsonb_typeof(${entries.data} -> ${fieldAt(column)}::text) as ${name(`y${column}`)}`,
        ]),
      ...plan.keys.map((key, i) => sql`(${key.expression})::text as ${name(`k${i}`)}`),
    ],
    sql`, `,
  );
  const cell = (column: number) => {
    if (column === 0 || column === 1 || column === 3) return name(`c${column}`);
    if (column < BUILT_IN_HEADERS.length) return csvTextSql(sql`coalesce(${name(`c${column}`)}, '')`);
    return fieldCellSql(name(`t${column}`), name(`y${column}`));
  };
  const runs = sql.join(
    layout.runs.map((run, i) => sql`${sql.join(run.map(cell), sql` || ',' || `)} as ${name(`r${i}`)}`),
    sql`, `,
  );
  const anyNull = sql.join(
    layout.runs.map((_, i) => sql`${name(`r${i}`)} is null`),
    sql` or `,
  );
  const rowText = (column: number, text: SQL) =>
    column >= BUILT_IN_HEADERS.length && always.has(fieldAt(column))
      ? text
      : sql`case when ${anyNull} then ${text} end`;
  const columns = BUILT_IN_HEADERS.length + plan.fieldIds.length;
  const outer = sql.join(
    [
      ...Array.from({ length: columns }, (_, column) =>
        rowText(
          column,
          column < BUILT_IN_HEADERS.length
            ? name(`c${column}`)
            : sql`("d" -> ${fieldAt(column)}::text)::text`,
        ),
      ),
      ...layout.runs.map((_, i) => name(`r${i}`)),
      ...plan.keys.map((_, i) => name(`k${i}`)),
    ],
    sql`, `,
  );
  // Subqueries with a limit or an offset are not merged into the query around them: each run is written
  // once per row, and the rows keep the page's order.
  return sql`select ${outer} from (
      select *, ${runs} from (
        select ${page} from ${entries} where ${where} order by ${order} limit ${EXPORT_PAGE_SIZE}
      ) as "page" offset 0
    ) as "lines"`;
}

/** How the CSV export reads: its layout, and the fields whose value text every row needs (Node's, the group's). */
export interface CsvRead {
  layout: CsvLayout;
  always: ReadonlySet<string>;
}

/**
 * Reads the view page by page with keyset paging, handing each page to `onPage` (which may wait for the client
 * to drain) while the next page is already being read. No transaction stays open while a slow client
 * downloads, so nothing else waits on the export. The keys come back as text, so timestamps keep their
 * microseconds between pages. For CSV (`csv`), each row also carries its runs of finished CSV text after
 * its column texts (csvSelect).
 */
export async function readExportPages(
  db: Db,
  plan: ExportReadPlan,
  onPage: (rows: ExportRow[]) => Promise<void>,
  csv?: CsvRead,
): Promise<void> {
  const order = sql.join(plan.keys.map(orderOf), sql`, `);
  const keysFrom = BUILT_IN_HEADERS.length + plan.fieldIds.length + (csv ? csv.layout.runs.length : 0);
  const query = (last: (string | null)[] | null) => {
    const where = and(plan.where, last ? afterRow(plan.keys, last) : undefined);
    if (csv) return csvSelect(plan, csv.layout, where, order, csv.always);
    return sql`select ${selectList(plan.fieldIds, plan.keys)} from ${entries}
          where ${where} order by ${order} limit ${EXPORT_PAGE_SIZE}`;
  };
  const read = async (last: (string | null)[] | null) =>
    (await rowArrays(db, query(last))) as (string | null)[][];
  let page = await read(null);
  while (page.length > 0) {
    const last = page.length === EXPORT_PAGE_SIZE ? page.at(-1)?.slice(keysFrom) : undefined;
    const next = last ? read(last) : null;
    // Awaited below, unless the client has gone: then its failure must not go unheard.
    next?.catch(() => undefined);
    await onPage(page);
    if (!next) return;
    page = await next;
  }
}
