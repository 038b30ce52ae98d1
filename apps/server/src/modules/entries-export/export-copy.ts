import { and, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { clientRowArrays, copyOut, inlinedSql } from '../../platform/db/copy-out.ts';
import { entries } from '../../platform/db/schema.ts';
import {
  afterRow,
  atOrBeforeRow,
  copyCells,
  type ExportReadPlan,
  orderOf,
  selectList,
} from './entries-export.repo.ts';
import { BUILT_IN_HEADERS, type ExportRow } from './export-cells.ts';
import { type CsvLayout, NODE_ROW_MARK } from './export-csv-sql.ts';

/**
 * Rows a COPY page holds: larger pages plan and commit less often. 20,000 rows of the bench's 20 fields are about
 * 7.7 MB, and up to three pages are held at once (the one being sent, the two being read). The first page is
 * smaller, so the download starts at once.
 */
export const COPY_PAGE_ROWS = { first: 5_000, next: 20_000 };

/**
 * Pages read at once, each by its own backend: PostgreSQL's cell expressions are most of an export's work. The
 * second only while over half the pool is free (idle or not yet opened), so that exports side by side leave
 * connections for the rest. (Not `waitingCount`: the read just launched counts as waiting for a moment.)
 */
export const pagesReadAtOnce = (pool: pg.Pool) => {
  const free = pool.idleCount + pool.options.max - pool.totalCount;
  return free > pool.options.max / 2 ? 2 : 1;
};

type Keys = (string | null)[];

/** A page of a copy: its lines (CRLF) and how many. */
interface CopyPage {
  bytes: Buffer;
  count: number;
}

/** Lines of a copy gathered into one buffer, CRLF for the LF COPY ends each row with; where each row starts. */
class CopyLines {
  bytes: Buffer;
  length = 0;
  starts: number[] = [];

  /** `expected`: the bytes the page will likely take (the last page's), so that it is allocated once. */
  constructor(expected: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(expected, 1 << 20));
  }

  add(row: Buffer) {
    const needed = this.length + row.length + 1;
    if (needed > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(needed, this.bytes.length * 2));
      larger.set(this.bytes.subarray(0, this.length));
      this.bytes = larger;
    }
    this.starts.push(this.length);
    // One native copy a row, with no view made of it: the row's LF is then turned into CR LF.
    this.bytes.set(row, this.length);
    this.length += row.length;
    this.bytes[this.length - 1] = 13;
    this.bytes[this.length++] = 10;
  }

  /** The entry id a line starts with (the first column, a uuid, which COPY never quotes). */
  idAt(index: number): string {
    const start = this.starts[index] ?? 0;
    return this.bytes.toString('latin1', start, start + 36);
  }

  /** Indexes of the lines holding the mark of a cell SQL left to Node (or a stored 0x01). */
  marked(): number[] {
    const found: number[] = [];
    let at = this.bytes.subarray(0, this.length).indexOf(NODE_ROW_MARK);
    while (at !== -1) {
      // The line holding `at`: the last start at or before it.
      let low = 0;
      let high = this.starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((this.starts[middle] ?? 0) <= at) low = middle;
        else high = middle - 1;
      }
      found.push(low);
      const next = this.starts[low + 1] ?? this.length;
      at = next >= this.length ? -1 : this.bytes.subarray(0, this.length).indexOf(NODE_ROW_MARK, next);
    }
    return found;
  }

  /** The lines, with the given lines replaced. */
  text(replaced: ReadonlyMap<number, string>): Buffer {
    const all = this.bytes.subarray(0, this.length);
    if (replaced.size === 0) return all;
    const parts: Buffer[] = [];
    let from = 0;
    for (const [index, line] of [...replaced].sort(([a], [b]) => a - b)) {
      const start = this.starts[index] ?? 0;
      parts.push(all.subarray(from, start), Buffer.from(line));
      from = this.starts[index + 1] ?? this.length;
    }
    parts.push(all.subarray(from));
    return Buffer.concat(parts);
  }
}

/**
 * Reads the view for CSV with PostgreSQL's own CSV writer (`COPY (copyCells) TO STDOUT`), page after page, and
 * hands each page's lines to `onPage` in the view's order. Each page's bounds are found first by a cheap
 * statement (the sort keys of the row a page's length further on), so two pages are read at once by two
 * backends while the one before them is sent. A page is every row after its start and at or before its end:
 * a row written meanwhile inside its range joins it, and a row that exists throughout is sent once. Each page
 * is one short read-only transaction on one connection: the copy and the rows some cell of which SQL left to
 * Node (read again as column texts and written by `format`), seen in the same snapshot; no transaction waits
 * on the client. Resolves to false, having read nothing, when the statement cannot be written out for COPY (a
 * parameter that is no plain value).
 */
export async function copyExportPages(
  pool: pg.Pool,
  plan: ExportReadPlan,
  layout: CsvLayout,
  format: (rows: ExportRow[]) => Promise<string[]>,
  onPage: (lines: Buffer) => Promise<void>,
  pageRows = COPY_PAGE_ROWS,
): Promise<boolean> {
  const statementFor = pageStatements(plan, layout);
  if (!statementFor(null, null)) return false;
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin isolation level repeatable read, read only');
      // The shortest text that reads back as the same double, as numberTextSql expects.
      await client.query('set local extra_float_digits = 1');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      // A connection that failed mid-copy is closed rather than pooled: its transaction ends with it.
      client.release(broken);
    }
  };
  /**
   * The sort keys of the `rows`-th row after `start`; null when fewer rows are left (the last page). The keys
   * are turned into text for that row alone, not for each row the offset passes.
   */
  const endOfPage = (start: Keys | null, rows: number) =>
    inTransaction(async (client) => {
      const keys = plan.keys.map((key, i) => sql`${key.expression} as ${sql.identifier(`k${i}`)}`);
      const [row] = (await clientRowArrays(
        client,
        sql`select ${sql.join(
          plan.keys.map((_, i) => sql`${sql.identifier(`k${i}`)}::text`),
          sql`, `,
        )} from (select ${sql.join(keys, sql`, `)} from ${entries}
          where ${and(plan.inForm, pageRange(plan, start, null))}
          order by ${sql.join(plan.keys.map(orderOf), sql`, `)} offset ${rows - 1} limit 1) as "end"`,
      )) as Keys[];
      return row ?? null;
    });
  let expected = 0;
  const read = (start: Keys | null, end: Keys | null) =>
    inTransaction(async (client): Promise<CopyPage> => {
      const lines = new CopyLines(expected);
      const count = await copyOut(client, statementFor(start, end) as string, (row) => lines.add(row));
      // The next page is as large, give or take: its buffer is allocated once, with some room.
      expected = Math.ceil((lines.length / Math.max(count, 1)) * pageRows.next * 1.1);
      return { bytes: lines.text(await nodeLines(client, plan, lines, format)), count };
    });

  const reading: Promise<CopyPage>[] = [];
  let start: Keys | null = null;
  let rows = pageRows.first;
  let more = true;
  const readNext = async () => {
    const end = await endOfPage(start, rows);
    const page = read(start, end);
    // Awaited in turn below, unless the client has gone: then its failure must not go unheard.
    page.catch(() => undefined);
    reading.push(page);
    [start, rows, more] = [end, pageRows.next, end !== null];
  };
  await readNext();
  for (let page = reading.shift(); page; page = reading.shift()) {
    const { bytes, count } = await page;
    while (more && reading.length < pagesReadAtOnce(pool)) await readNext();
    if (count > 0) await onPage(bytes);
  }
  return true;
}

/** Rows after `start` and at or before `end` in the export's order (null: no bound on that side). */
const pageRange = (plan: ExportReadPlan, start: Keys | null, end: Keys | null) =>
  and(start ? afterRow(plan.keys, start) : undefined, end ? atOrBeforeRow(plan.keys, end) : undefined);

/** Stands for a page's range in the copy's statement, written out once for every page of the export. */
const PAGE_RANGE = '(/* the page */ true)';

/**
 * The copy's statement for each page: rows after `start` and at or before `end` (null: no bound). Writing the
 * cells' SQL out takes milliseconds (thousands of pieces for 20 fields), so it is written once with a mark
 * where the range goes, and each page puts its range there. Should a filter's own text hold the mark, each
 * page writes the whole statement instead. Null when the statement cannot be written for COPY.
 */
function pageStatements(plan: ExportReadPlan, layout: CsvLayout) {
  const copy = (cells: string) => `copy (${cells}) to stdout with (format csv)`;
  const template = inlinedSql(copyCells(plan, layout, and(plan.where, sql.raw(PAGE_RANGE))));
  const [before, after, ...more] = template?.split(PAGE_RANGE) ?? [];
  if (before === undefined || after === undefined || more.length > 0)
    return (start: Keys | null, end: Keys | null) => {
      const cells = inlinedSql(copyCells(plan, layout, and(plan.where, pageRange(plan, start, end))));
      return cells && copy(cells);
    };
  return (start: Keys | null, end: Keys | null) => {
    const bounds = pageRange(plan, start, end);
    const text = bounds ? inlinedSql(bounds) : 'true';
    return text && copy(`${before}(${text})${after}`);
  };
}

/** The lines of a page that SQL left to Node (a marked cell), read again as column texts and formatted. */
async function nodeLines(
  client: pg.PoolClient,
  plan: ExportReadPlan,
  lines: CopyLines,
  format: (rows: ExportRow[]) => Promise<string[]>,
): Promise<Map<number, string>> {
  const replaced = new Map<number, string>();
  const marked = lines.marked();
  if (marked.length === 0) return replaced;
  const texts = BUILT_IN_HEADERS.length + plan.fieldIds.length;
  const ids = marked.map((index) => lines.idAt(index));
  const rows = (await clientRowArrays(
    client,
    sql`select ${selectList(plan.fieldIds, plan.keys)} from ${entries}
      where ${and(plan.where, inArray(entries.id, ids))}`,
  )) as Keys[];
  const formatted = await format(rows.map((row) => row.slice(0, texts)));
  const byId = new Map(rows.map((row, i) => [row[0], formatted[i] ?? '']));
  for (const [i, index] of marked.entries()) {
    const line = byId.get(ids[i]);
    if (line === undefined) throw new Error(`export: entry ${ids[i]} not read again`);
    replaced.set(index, line);
  }
  return replaced;
}
