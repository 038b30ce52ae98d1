import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/database.ts';
import { rowsOf } from './sql.ts';

/**
 * Tables a refused request may change by design, left out of the fingerprint: `login_attempts` counts failed
 * sign-ins (a wrong password is a 4xx that must be remembered, or the limiter would not limit). Sessions are
 * kept in: a refused request never creates or ends one.
 */
const CHANGED_BY_REFUSALS = new Set(['login_attempts']);

/**
 * Tables read by what their rows mean: `entry_counts` holds count deltas that a periodic job folds into one
 * row per form (every 30 s), so its rows change without any request while the totals stay.
 */
const MEANING: Record<string, string> = {
  entry_counts:
    'select form_id, is_trashed, sum(n) as n from entry_counts group by form_id, is_trashed having sum(n) <> 0',
};

/** The user tables of the public schema; a partitioned table is read through its parent only. */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  return rows.map((row) => row.name).filter((name) => !CHANGED_BY_REFUSALS.has(name));
}

/**
 * A fingerprint of every row of every table: per table its row count and the md5 of its rows as text, in
 * one query. Cheap on a test database of a few hundred rows; equal fingerprints mean nothing was written.
 */
export async function databaseFingerprint(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = await tablesOf(db);
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${MEANING[table] ? `(${MEANING[table]})` : `"${table}"`} t`,
    )
    .join(' union all ');
  return async () => {
    const rows = await rowsOf<{ name: string; print: string }>(db, sql.raw(query));
    return Object.fromEntries(rows.map((row) => [row.name, row.print]));
  };
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
