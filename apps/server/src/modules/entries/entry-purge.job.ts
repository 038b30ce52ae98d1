import { TRASH_RETENTION_DAYS } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { startPeriodic } from '../../platform/jobs/periodic.ts';
import { fileKeysOf, removeStoredFiles } from './entry-writes.ts';
import { takeDueVersionTrash } from './version-trash.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60 * 1000;
const BATCH_SIZE = 500;
/** One process at a time purges: the others skip the round while this lock is held. */
const PURGE_LOCK_KEY = 'atrium:entry-purge';
const VERSION_TRASH_LOCK_KEY = 'atrium:version-trash-purge';

type PurgeDeps = Pick<AppContext, 'db' | 'storage'>;
type Deleted = {
  data: Record<string, unknown>;
  field_config: FieldConfig[];
  org_id: string;
  form_id: string;
};

/** Deletes one batch of entries trashed longer ago than the retention, with their versions; their files next. */
async function purgeBatch(deps: PurgeDeps): Promise<number | null> {
  const deleted = await deps.db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${PURGE_LOCK_KEY})) as got`,
    )) as unknown as { rows: { got: boolean }[] };
    if (!locked.rows[0]?.got) return null;
    const result = (await tx.execute(sql`
      with doomed as (
        select form_id, id from entries
        where is_trashed and trashed_at < now() - make_interval(days => ${TRASH_RETENTION_DAYS})
        limit ${BATCH_SIZE}
      ), gone as (
        delete from entries e using doomed d where e.form_id = d.form_id and e.id = d.id
        returning e.form_id, e.id, e.data
      ), versions as (
        delete from entry_versions v using gone g where v.form_id = g.form_id and v.entry_id = g.id
        returning v.form_id, v.data
      ), version_trash_gone as (
        delete from version_trash t using gone g where t.form_id = g.form_id and t.entry_id = g.id
      )
      select all_rows.data, f.field_config, f.org_id, f.id as form_id from (
        select form_id, data from gone union all select form_id, data from versions
      ) as all_rows join forms f on f.id = all_rows.form_id`)) as unknown as { rows: Deleted[] };
    return result.rows;
  });
  if (deleted === null) return null;
  for (const row of deleted) {
    const scope = { orgId: row.org_id, formId: row.form_id };
    await removeStoredFiles(deps.storage, fileKeysOf(row.field_config, row.data), scope);
  }
  return deleted.length;
}

/** Purges every entry whose 30 days in the trash are over; returns how many rows (entries and versions) went. */
export async function purgeExpiredEntries(deps: PurgeDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await purgeBatch(deps);
    if (n === null) return total;
    total += n;
    if (n < BATCH_SIZE) return total;
  }
}

/**
 * Deletes from storage the files of the version trash whose form's versionTrashCleanupDuration is over, in
 * batches; one process at a time. Returns how many files went.
 */
export async function purgeVersionTrash(deps: PurgeDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await deps.db.transaction(async (tx) => {
      const locked = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${VERSION_TRASH_LOCK_KEY})) as got`,
      )) as unknown as { rows: { got: boolean }[] };
      return locked.rows[0]?.got ? takeDueVersionTrash(tx, BATCH_SIZE) : null;
    });
    if (due === null) return total;
    for (const file of due)
      await removeStoredFiles(deps.storage, [file.file_key], { orgId: file.org_id, formId: file.form_id });
    total += due.length;
    if (due.length < BATCH_SIZE) return total;
  }
}

/** One round: entries whose time in the trash is over, then files whose time in the version trash is over. */
export async function purgeRound(deps: PurgeDeps): Promise<void> {
  await purgeExpiredEntries(deps);
  await purgeVersionTrash(deps);
}

/** Runs the purge a minute after start and then every hour; stopping waits for a round under way. */
export function startEntryPurge(deps: PurgeDeps, onError: (error: unknown) => void): () => Promise<void> {
  return startPeriodic(
    () => purgeRound(deps),
    { firstDelayMs: FIRST_RUN_DELAY_MS, everyMs: HOUR_MS },
    onError,
  );
}
