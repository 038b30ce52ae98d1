import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../src/platform/db/database.ts';

/** Rows of a raw query; both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The `n` of a `select count(*)::int as n ...` query. */
export async function countOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, query);
  if (!row) throw new Error('a count query returned no row');
  return row.n;
}
