import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/row-arrays.ts';
import { startPeriodic } from '../../platform/jobs/periodic.ts';
import { partitionName } from './entry-partitions.repo.ts';

/** How often each process looks for imports whose search text waits. */
const EVERY_MS = 1000;
/** A form is taken once no import batch has added to it for this long: its import has ended or paused. */
const QUIET_MS = 2000;
/** Entries moved per transaction: short enough not to hold their rows long, large enough to be efficient. */
const BATCH = 2000;

/**
 * Moves imported entries' search text from `search_pending` into `search_text`, where the trigram index holds
 * it (decision 0055). Safe beside writers and other processes doing the same: each batch locks the rows it
 * takes and skips those another process holds; an edit meanwhile has already cleared the entry's pending text,
 * so its row no longer qualifies and is left as the edit wrote it. Returns the entries moved.
 */
export async function indexPendingSearchText(db: Db, formId: string): Promise<number> {
  let moved = 0;
  for (;;) {
    const [result] = await rowsOf<{ n: number }>(
      db,
      sql`
      with taken as (
        select id from entries
        where form_id = ${formId}::uuid and search_pending is not null
        limit ${BATCH}
        for update skip locked
      ), moved as (
        update entries e set search_text = e.search_pending, search_pending = null
        from taken
        where e.form_id = ${formId}::uuid and e.id = taken.id and e.search_pending is not null
        returning 1
      )
      select count(*)::int as n from moved`,
    );
    const count = result?.n ?? 0;
    moved += count;
    if (count === 0) return moved;
  }
}

/**
 * One round: every form whose import has been quiet for a while. Its backlog row goes once none of its entries
 * waits (a batch still held by another process keeps it for the next round); one touched meanwhile stays.
 */
export async function indexSearchBacklog(db: Db): Promise<void> {
  const due = await rowsOf<{ form_id: string; touched_at: string }>(
    db,
    sql`
    select form_id, touched_at::text from entry_search_backlog
    where touched_at < now() - make_interval(secs => ${QUIET_MS / 1000})
    order by touched_at`,
  );
  for (const { form_id: formId, touched_at: touchedAt } of due) {
    if ((await indexPendingSearchText(db, formId)) > 0) await tidyPartition(db, formId);
    await db.execute(sql`
      delete from entry_search_backlog b
      where b.form_id = ${formId}::uuid and b.touched_at = ${touchedAt}::timestamptz
        and not exists (select 1 from entries where form_id = ${formId}::uuid and search_pending is not null)`);
  }
}

/**
 * Each moved entry left its imported version behind, still in every index of the partition, and a partition
 * filled by an import has no statistics yet: searches then read twice the rows, by plans made blind. A vacuum
 * with analyse, as autovacuum would run a minute later on a PostgreSQL server (the embedded database has none),
 * gives search its speed back as soon as the text is in. It waits for nobody's rows, only for an index build.
 */
async function tidyPartition(db: Db, formId: string) {
  const exists = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass(${partitionName(formId)}) is not null as found`,
  );
  if (exists[0]?.found) await db.execute(sql.raw(`VACUUM (ANALYZE) ${partitionName(formId)}`));
}

export function startSearchIndexing(db: Db, onError: (error: unknown) => void) {
  return startPeriodic(() => indexSearchBacklog(db), { firstDelayMs: EVERY_MS, everyMs: EVERY_MS }, onError);
}
