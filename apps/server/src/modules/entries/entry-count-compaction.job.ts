import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { startPeriodic } from '../../platform/jobs/periodic.ts';

const EVERY_MS = 30 * 1000;

/**
 * Folds the count deltas of each (form, trashed) into one row, so reading a total sums a handful of rows.
 * The folded row keeps the sum of `writes` too, even where no entry is left: that sum must never go down.
 * Safe with writers and with other processes doing the same: only the rows this statement deletes are
 * summed, and a delta inserted meanwhile simply stays for the next round.
 */
export async function compactEntryCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with crowded as (
      select form_id, is_trashed from entry_counts group by form_id, is_trashed having count(*) > 1
    ), gone as (
      delete from entry_counts c using crowded
      where c.form_id = crowded.form_id and c.is_trashed = crowded.is_trashed
      returning c.form_id, c.is_trashed, c.n, c.writes
    )
    insert into entry_counts (form_id, is_trashed, n, writes)
    select form_id, is_trashed, sum(n), sum(writes) from gone group by form_id, is_trashed`);
}

export function startEntryCountCompaction(db: Db, onError: (error: unknown) => void) {
  return startPeriodic(() => compactEntryCounts(db), { firstDelayMs: EVERY_MS, everyMs: EVERY_MS }, onError);
}
