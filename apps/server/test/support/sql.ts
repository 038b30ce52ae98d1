import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/row-arrays.ts';

export { rowsOf };

/** The `n` of a `select count(*)::int as n ...` query. */
export async function countOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, query);
  if (!row) throw new Error('a count query returned no row');
  return row.n;
}
