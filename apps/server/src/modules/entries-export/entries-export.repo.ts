import type { EntryListQuery } from '@atrium/domain/entries/entries.schemas.ts';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowArrays } from '../../platform/db/row-arrays.ts';
import { entries } from '../../platform/db/schema.ts';
import {
  type EntryListScope,
  entryFormViewWhere,
  entrySortTarget,
  entryViewWhere,
} from '../entries/entries.queries.ts';
import { BUILT_IN_HEADERS, type ExportRow } from './export-cells.ts';
import {
  type CsvLayout,
  copyFieldCellSql,
  copyListSql,
  copyTextSql,
  csvTextSql,
  fieldCellSql,
  listCutSql,
  listTextSql,
} from './export-csv-sql.ts';

/**
 * Rows fetched at a time: memory stays flat whatever the number of entries. For a CSV page read as one text,
 * larger pages spare planning the query as often, but took the server's peak memory to 288-319 MiB (3,000
 * and 5,000 rows) against 237 at 2,000, with the 300 MB target.
 */
export const EXPORT_PAGE_SIZE = 2000;

/** One key of the export's order; the last one is the entry id, which is never null. */
export interface SortKey {
  expression: SQL;
  ascending: boolean;
  nullsFirst: boolean;
  /** Built-in timestamps and the id are never null: their conditions stay simple enough for an index. */
  nullable: boolean;
}

export interface ExportReadPlan {
  where: SQL | undefined;
  /**
   * The same rows without the organisation's condition (the form is the caller's, checked before), for what
   * only finds where a page ends: a plain view's ends are then read from entries_list_idx alone.
   */
  inForm: SQL | undefined;
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
  return {
    where: entryViewWhere(scope, query),
    inForm: entryFormViewWhere(scope, query),
    keys,
    fieldIds: [...scope.viewable.keys()],
  };
}

export const orderOf = (key: SortKey) =>
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
export function afterRow(keys: SortKey[], last: (string | null)[]): SQL | undefined {
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

/** The mirror of firstKeyBound: a bound on the first key that rows at or before `last` all meet. */
function lastKeyBound(key: SortKey, last: string | null): SQL | undefined {
  if (last === null) return key.nullsFirst ? sql`${key.expression} is null` : undefined;
  const upTo = key.ascending ? sql`${key.expression} <= ${last}` : sql`${key.expression} >= ${last}`;
  return key.nullsFirst && key.nullable ? or(upTo, sql`${key.expression} is null`) : upTo;
}

/**
 * Rows at or before `last` in the full order of the keys: those not after it. A comparison with a null key
 * yields null where afterRow means "not after", hence the coalesce.
 */
export function atOrBeforeRow(keys: SortKey[], last: (string | null)[]): SQL | undefined {
  const [first] = keys;
  return and(
    first ? lastKeyBound(first, last[0] ?? null) : undefined,
    sql`not coalesce(${afterRow(keys, last)}, false)`,
  );
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'). */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The export's columns as text (export-cells.ts: the built-in columns, then each field's value as JSON
 * text), and after them the sort keys of the row, which the next page starts after.
 */
export function selectList(fieldIds: readonly string[], keys: readonly SortKey[]): SQL {
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

/** The field id of an export column (the fields come after the built-in columns). */
const fieldAt = (plan: ExportReadPlan, column: number) =>
  plan.fieldIds[column - BUILT_IN_HEADERS.length] ?? '';

/**
 * The rows of a CSV page with their runs of finished CSV text ("r0", "r1"...), their column texts ("c0"...
 * for the built-ins, "d" the data) and sort keys ("k0"...), in the page's order. The page is read in the
 * innermost query; subqueries with a limit or an offset are not merged into the query around them, so each
 * list is joined and each run written once per row of the page, and the rows keep their order (a window
 * numbering them would make the planner gather the whole view in parallel workers).
 */
function csvLines(
  plan: ExportReadPlan,
  layout: CsvLayout,
  where: SQL | undefined,
  order: SQL,
  limit = EXPORT_PAGE_SIZE,
): SQL {
  const builtIns = [
    sql`${entries.id}::text`,
    isoText(sql`${entries.updatedAt}`),
    sql`${entries.updatedByName}`,
    isoText(sql`${entries.createdAt}`),
    sql`${entries.createdByName}`,
  ];
  const fieldColumns = layout.runs.flat().filter((column) => column >= BUILT_IN_HEADERS.length);
  // The page's own query selects no more than the columns: an expensive list makes the planner read the
  // view in parallel workers, and sorting on a field would extract every value of the rest of the view.
  const page = sql.join(
    [
      ...builtIns.map((text, i) => sql`${text} as ${name(`c${i}`)}`),
      sql`${entries.data} as "d"`,
      ...plan.keys.map((key, i) => sql`(${key.expression})::text as ${name(`k${i}`)}`),
    ],
    sql`, `,
  );
  const values = [
    ...fieldColumns.map((column) => sql`"d" ->> ${fieldAt(plan, column)}::text as ${name(`t${column}`)}`),
    ...[...layout.lists].map(
      (column) => sql`${listTextSql(sql`("d" -> ${fieldAt(plan, column)}::text)`)} as ${name(`m${column}`)}`,
    ),
  ];
  const cell = (column: number) => {
    if (column === 0 || column === 1 || column === 3) return name(`c${column}`);
    if (column < BUILT_IN_HEADERS.length) return csvTextSql(sql`coalesce(${name(`c${column}`)}, '')`);
    const list = layout.lists.has(column) ? name(`m${column}`) : undefined;
    return fieldCellSql(name(`t${column}`), sql`jsonb_typeof("d" -> ${fieldAt(plan, column)}::text)`, list);
  };
  const runs = sql.join(
    layout.runs.map((run, i) => sql`${sql.join(run.map(cell), sql` || ',' || `)} as ${name(`r${i}`)}`),
    sql`, `,
  );
  const pageQuery = sql`select ${page} from ${entries} where ${where} order by ${order} limit ${limit}`;
  const listed =
    values.length > 0
      ? sql`select *, ${sql.join(values, sql`, `)} from (${pageQuery}) as "page" offset 0`
      : pageQuery;
  return sql`select *, ${runs} from (${listed}) as "listed" offset 0`;
}

/**
 * The cells of a page as COPY's CSV writer takes them (copyFieldCellSql), when SQL writes every column. The
 * page is read in the innermost query with no more than its columns (as csvLines); each query around it,
 * kept apart by `offset 0`, computes once per row what the next one reads several times: the values' texts,
 * then the lists' texts, then the cells.
 */
export function copyCells(
  plan: ExportReadPlan,
  layout: CsvLayout,
  where: SQL | undefined,
  limit?: number,
): SQL {
  const order = sql.join(plan.keys.map(orderOf), sql`, `);
  const page = sql.join(
    [
      sql`${entries.id} as "c0"`,
      sql`${isoText(sql`${entries.updatedAt}`)} as "c1"`,
      sql`${entries.updatedByName} as "t2"`,
      sql`${isoText(sql`${entries.createdAt}`)} as "c3"`,
      sql`${entries.createdByName} as "t4"`,
      sql`${entries.data} as "d"`,
    ],
    sql`, `,
  );
  const fieldColumns = plan.fieldIds.map((_, i) => BUILT_IN_HEADERS.length + i);
  const value = (column: number) => sql`("d" -> ${fieldAt(plan, column)}::text)`;
  const texts = fieldColumns.map(
    (column) => sql`"d" ->> ${fieldAt(plan, column)}::text as ${name(`t${column}`)}`,
  );
  const lists = [...layout.lists].map((column) => {
    const t = name(`t${column}`);
    const list = copyListSql(t, listCutSql(t), value(column));
    // 91 is '[': only a text that starts as a list can be one.
    return sql`case when ascii(${t}) = 91 then ${list} end as ${name(`m${column}`)}`;
  });
  const cell = (column: number) => {
    if (column === 0 || column === 1 || column === 3) return name(`c${column}`);
    const t = name(`t${column}`);
    if (column < BUILT_IN_HEADERS.length) return copyTextSql(t);
    const list = layout.lists.has(column) ? name(`m${column}`) : undefined;
    return copyFieldCellSql(t, value(column), list);
  };
  const pageQuery = sql`select ${page} from ${entries} where ${where} order by ${order}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
  const valued =
    texts.length > 0
      ? sql`select *, ${sql.join(texts, sql`, `)} from (${pageQuery}) as "page" offset 0`
      : pageQuery;
  const listed =
    lists.length > 0
      ? sql`select *, ${sql.join(lists, sql`, `)} from (${valued}) as "valued" offset 0`
      : valued;
  const cells = [...BUILT_IN_HEADERS.keys(), ...fieldColumns].map(cell);
  return sql`select ${sql.join(cells, sql`, `)} from (${listed}) as "listed"`;
}

/**
 * A CSV page in rows: the same texts as selectList where Node formats the cell (columns of Node, and every
 * column of a row some run of which SQL could not write), then its runs, then the sort keys.
 */
function csvRowsSelect(plan: ExportReadPlan, csv: CsvRead, where: SQL | undefined, order: SQL): SQL {
  const { runs } = csv.layout;
  const anyNull = sql.join(
    runs.map((_, i) => sql`${name(`r${i}`)} is null`),
    sql` or `,
  );
  const rowText = (column: number) => {
    if (column < BUILT_IN_HEADERS.length) return sql`case when ${anyNull} then ${name(`c${column}`)} end`;
    const text = sql`("d" -> ${fieldAt(plan, column)}::text)::text`;
    return csv.always.has(fieldAt(plan, column)) ? text : sql`case when ${anyNull} then ${text} end`;
  };
  const outer = sql.join(
    [
      ...Array.from({ length: BUILT_IN_HEADERS.length + plan.fieldIds.length }, (_, column) =>
        rowText(column),
      ),
      ...runs.map((_, i) => name(`r${i}`)),
      ...plan.keys.map((_, i) => name(`k${i}`)),
    ],
    sql`, `,
  );
  return sql`select ${outer} from (${csvLines(plan, csv.layout, where, order)}) as "lines"`;
}

/**
 * A CSV page as one text, when SQL writes every column: its lines, each ending in CRLF; the number of rows;
 * whether SQL wrote every line; the sort keys of the page's last row, when the page is full.
 */
function csvPageSelect(plan: ExportReadPlan, layout: CsvLayout, where: SQL | undefined, order: SQL): SQL {
  const last = plan.keys.map((_, i) => sql`(array_agg(${name(`k${i}`)}))[${EXPORT_PAGE_SIZE}]`);
  return sql`select string_agg("r0" || E'\r\n', ''), count(*)::int, count("r0") = count(*),
      ${sql.join(last, sql`, `)}
    from (${csvLines(plan, layout, where, order, EXPORT_PAGE_SIZE)}) as "lines"`;
}

/** How the CSV export reads: its layout, and the fields whose value text every row needs (Node's, the group's). */
export interface CsvRead {
  layout: CsvLayout;
  always: ReadonlySet<string>;
}

/** A page read: rows, or for CSV, when SQL wrote every line of it, its text. */
interface Page {
  rows?: (string | null)[][];
  text?: string;
  count: number;
  /** The sort keys of the last row of a full page, which the next page starts after. */
  last: (string | null)[] | undefined;
}

/**
 * Reads the view page by page with keyset paging, handing each page to `onPage` (which may wait for the client
 * to drain) while the next page is already being read. No transaction stays open while a slow client
 * downloads, so nothing else waits on the export. The keys come back as text, so timestamps keep their
 * microseconds between pages. For CSV (`csv`), each row also carries its runs of finished CSV text after its
 * column texts (csvRowsSelect); and when SQL writes every column and `onText` is given, each page comes as
 * one text (csvPageSelect), or, if SQL could not write one of its lines, as rows of column texts again.
 */
export async function readExportPages(
  db: Db,
  plan: ExportReadPlan,
  onPage: (rows: ExportRow[]) => Promise<void>,
  csv?: CsvRead,
  onText?: (text: string) => Promise<void>,
): Promise<void> {
  const order = sql.join(plan.keys.map(orderOf), sql`, `);
  const texts = BUILT_IN_HEADERS.length + plan.fieldIds.length;
  const whole = csv && onText && csv.layout.pieces.length === 1;
  const rowsOf = async (query: SQL, keysFrom: number, limit = EXPORT_PAGE_SIZE): Promise<Page> => {
    const rows = (await rowArrays(db, sql`${query} limit ${limit}`)) as (string | null)[][];
    const full = rows.length === limit;
    return { rows, count: rows.length, last: full ? rows.at(-1)?.slice(keysFrom) : undefined };
  };
  const read = async (last: (string | null)[] | null): Promise<Page> => {
    const where = and(plan.where, last ? afterRow(plan.keys, last) : undefined);
    const plain = sql`select ${selectList(plan.fieldIds, plan.keys)} from ${entries}
          where ${where} order by ${order}`;
    if (whole) {
      const [[text, count, complete, ...keys] = []] = (await rowArrays(
        db,
        csvPageSelect(plan, csv.layout, where, order),
      )) as [string | null, number, boolean, ...(string | null)[]][];
      const rows = count ?? 0;
      if (complete || rows === 0)
        return { text: text ?? '', count: rows, last: rows === EXPORT_PAGE_SIZE ? keys : undefined };
      // A line SQL could not write: the page again, its rows formatted by Node.
      return rowsOf(plain, texts, EXPORT_PAGE_SIZE);
    }
    if (csv) return rowsOf(csvRowsSelect(plan, csv, where, order), texts + csv.layout.runs.length);
    return rowsOf(plain, texts);
  };
  let page = await read(null);
  while (page.count > 0) {
    const next = page.last ? read(page.last) : null;
    // Awaited below, unless the client has gone: then its failure must not go unheard.
    next?.catch(() => undefined);
    if (page.rows) await onPage(page.rows);
    else await onText?.(page.text ?? '');
    if (!next) return;
    page = await next;
  }
}
