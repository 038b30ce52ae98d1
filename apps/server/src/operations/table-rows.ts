import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/database.ts';
import { rowsOf } from '../platform/db/row-arrays.ts';

/**
 * The rows of every table of the public schema as JSON lines, read and loaded by SQL alone, so the same
 * archive moves between the embedded database and a PostgreSQL server (both are PostgreSQL; the schema itself
 * comes from the migrations on restore). Checksums are computed by SQL too: the md5 of the sorted md5s of each
 * row's text, which both engines render alike under the settings below.
 */

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`;

/** Settings a row's text depends on, fixed for the transaction so both sides print the same text. */
export async function fixRowText(tx: DbOrTx): Promise<void> {
  for (const setting of [
    "set local timezone = 'UTC'",
    "set local datestyle = 'ISO, MDY'",
    "set local intervalstyle = 'postgres'",
    'set local extra_float_digits = 1',
    "set local bytea_output = 'hex'",
  ])
    await tx.execute(sql.raw(setting));
}

/**
 * Tables filled by triggers on other tables (entry_counts by the entries triggers): loaded after every other
 * table and emptied just before, so their rows are the archived ones and not those the load added.
 */
const FILLED_BY_TRIGGERS = ['entry_counts'];

/** The public tables (a partitioned one through its parent), each after the tables it references. */
export async function tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const references = await rowsOf<{ from: string; to: string }>(
    db,
    sql`select f.relname as "from", t.relname as "to" from pg_constraint k
        join pg_class f on f.oid = k.conrelid join pg_class t on t.oid = k.confrelid
        join pg_namespace n on n.oid = f.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and not f.relispartition and k.conparentid = 0`,
  );
  const needs = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const ref of references) if (ref.from !== ref.to) needs.get(ref.from)?.add(ref.to);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: string[]) => {
    if (placed.has(table)) return;
    if (path.includes(table))
      throw new Error(`Tables reference each other in a circle: ${path.join(' -> ')}`);
    for (const needed of needs.get(table) ?? []) place(needed, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) if (!FILLED_BY_TRIGGERS.includes(name)) place(name, []);
  return [...ordered, ...FILLED_BY_TRIGGERS.filter((name) => needs.has(name))];
}

export interface TableSummary {
  rows: number;
  /** md5 of the sorted md5s of the rows' text. */
  checksum: string;
}

export async function summarizeTable(db: DbOrTx, table: string): Promise<TableSummary> {
  const [row] = await rowsOf<{ rows: string | number; checksum: string }>(
    db,
    sql.raw(
      `select count(*) as rows, md5(coalesce(string_agg(r.h, '' order by r.h), '')) as checksum
       from (select md5(t::text) as h from ${quoted(table)} t) r`,
    ),
  );
  return { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '' };
}

const PAGE = 1000;

/**
 * The table's rows as JSON lines, a page at a time through a cursor of the caller's transaction (whose
 * snapshot every table is read in).
 */
export async function* tableLines(tx: DbOrTx, table: string): AsyncGenerator<string> {
  const cursor = `backup_${table.replace(/\W/g, '_')}`;
  await tx.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select row_to_json(t)::text as line from ${quoted(table)} t`,
    ),
  );
  try {
    for (;;) {
      const rows = await rowsOf<{ line: string }>(tx, sql.raw(`fetch ${PAGE} from ${cursor}`));
      if (rows.length === 0) return;
      let text = '';
      for (const row of rows) text += `${row.line}\n`;
      yield text;
    }
  } finally {
    await tx.execute(sql.raw(`close ${cursor}`));
  }
}

/** Inserts rows given as JSON objects (lines of tableLines); columns are matched by name. */
export async function insertRows(tx: DbOrTx, table: string, lines: readonly string[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(
    sql`insert into ${sql.raw(quoted(table))} select * from json_populate_recordset(null::${sql.raw(quoted(table))}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/** Moves every serial column's sequence past the loaded rows, so the next insert does not collide. */
export async function resetSequences(tx: DbOrTx, table: string): Promise<void> {
  const columns = await rowsOf<{ column: string }>(
    tx,
    sql`select a.attname as "column" from pg_attribute a
        where a.attrelid = ${quoted(table)}::regclass and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(${quoted(table)}, a.attname) is not null`,
  );
  for (const { column } of columns) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'),
           coalesce((select max("${column}") from ${quoted(table)}), 0) + 1, false)`,
      ),
    );
  }
}

/** Empties the tables (a freshly migrated target: what the migrations seeded makes way for the archive). */
export async function emptyTables(tx: DbOrTx, tables: readonly string[]): Promise<void> {
  if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(quoted).join(', ')} cascade`));
}
