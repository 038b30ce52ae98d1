import { type SQL, sql } from 'drizzle-orm';
import { partitionName } from '../../src/modules/entries/entry-partitions.repo.ts';
import type { Db, DbOrTx, Tx } from '../../src/platform/db/database.ts';
import { rowsOf } from '../../src/platform/db/row-arrays.ts';

export { rowsOf };

/** The `n` of a `select count(*)::int as n ...` query. */
export async function countOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, query);
  if (!row) throw new Error('a count query returned no row');
  return row.n;
}

/** Whether the planner has statistics for a form's partition (its form_id column, as an ANALYZE leaves them). */
export async function hasStatistics(db: DbOrTx, formId: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select from pg_stats where tablename = ${partitionName(formId)}
                         and attname = 'form_id') as found`,
  );
  return row?.found === true;
}

/**
 * Runs `work` in a transaction that then stays open, holding its locks or its snapshot, until `release` is
 * called: what a long index build or a slow reader holds meanwhile. `release` resolves once it has ended
 * (again, if called again).
 */
export async function heldOpenTransaction(
  db: Db,
  work: (tx: Tx) => Promise<unknown>,
  config?: Parameters<Db['transaction']>[1],
): Promise<{ release: () => Promise<void> }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const open = db.transaction(async (tx) => {
    await work(tx);
    holding();
    await released;
  }, config);
  // A failing `work` ends the transaction at once: reported by the first await below.
  await Promise.race([held, open]);
  return {
    release: async () => {
      release();
      await open;
    },
  };
}
