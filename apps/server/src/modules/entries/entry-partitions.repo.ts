import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { isLockTimeout } from '../../platform/db/db-errors.ts';
import { rowsOf } from '../../platform/db/row-arrays.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The partition of `entries` that holds one form's entries. */
export function partitionName(formId: string): string {
  if (!UUID.test(formId)) throw new Error(`not a form id: ${formId}`);
  return `entries_${formId.replaceAll('-', '').toLowerCase()}`;
}

/** A form's table of typed key columns beside its partition (entry-keys.repo.ts), schema-qualified. */
export function keyTableName(formId: string): string {
  return `entry_keys.${partitionName(formId).replace(/^entries_/, 'form_')}`;
}

/** The statement that gives a new form its partition; run in the form's creation transaction. */
export function createEntryPartitionSql(formId: string): string {
  return `CREATE TABLE IF NOT EXISTS ${partitionName(formId)} PARTITION OF entries FOR VALUES IN ('${formId}')`;
}

/**
 * Gives a partition without statistics (a new form's) its statistics. Without them the planner takes
 * `form_id = …` and `not is_trashed` for rare and reads the list index beside the unique field's index in every
 * unique check: all the form's entries, again for each batch of an import (6 ms a batch at 68,000 entries). With
 * them it knows every row matches and reads only the unique index. A partition analysed while empty has none
 * either.
 */
export async function analyzeNewPartition(db: DbOrTx, formId: string): Promise<void> {
  const name = partitionName(formId);
  // An empty partition gains no statistics from ANALYZE: left alone, or the reconcile would analyse every
  // empty form every ten minutes.
  const [state] = await rowsOf<{ known: boolean; empty: boolean }>(
    db,
    sql`select exists (select from pg_stats where schemaname = current_schema() and tablename = ${name}
                         and attname = 'form_id') as known,
               not exists (select from ${sql.raw(name)}) as empty`,
  );
  if (state && !state.known && !state.empty) await db.execute(sql.raw(`ANALYZE ${name}`));
}

/**
 * analyzeNewPartition in a transaction of its own that gives up (false) when an index build holds the partition:
 * ANALYZE would wait for the whole build, and a writer's open transaction, which the build waits for, would
 * deadlock with it.
 */
export async function analyzeNewPartitionUnlessBusy(db: Db, formId: string): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '100ms'`);
      await analyzeNewPartition(tx, formId);
    });
    return true;
  } catch (error) {
    if (isLockTimeout(error)) return false;
    throw error;
  }
}

/** Drops a form's entries at once with its partition, their versions, version trash and counts; runs in the form's deletion. */
export async function dropEntryPartition(db: DbOrTx, formId: string): Promise<void> {
  await db.execute(sql.raw(`DROP TABLE IF EXISTS ${partitionName(formId)}`));
  await db.execute(sql.raw(`DROP TABLE IF EXISTS ${keyTableName(formId)}`));
  await db.execute(sql`DELETE FROM entry_versions WHERE form_id = ${formId}`);
  await db.execute(sql`DELETE FROM version_trash WHERE form_id = ${formId}`);
  await db.execute(sql`DELETE FROM entry_counts WHERE form_id = ${formId}`);
  await db.execute(sql`DELETE FROM form_preferences WHERE form_id = ${formId}`);
}
