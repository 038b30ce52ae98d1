import { DELETED_FILE_RETENTION_DAYS } from '@atrium/domain/storage/storage.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { startPeriodic } from '../../platform/jobs/periodic.ts';
import { deleteRows, takeExpiredDeleted } from './storage-files.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 90 * 1000;
const BATCH_SIZE = 200;

type PurgeDeps = Pick<AppContext, 'db' | 'storage'>;

/**
 * Removes files deleted more than DELETED_FILE_RETENTION_DAYS before `now`: their bytes, their thumbnails,
 * then their rows. Rows are taken with SKIP LOCKED, so several processes purging at once share the work and
 * never take the same file; the bytes go before the row, so a round cut short is finished by the next one.
 * Returns how many files went.
 */
export async function purgeDeletedFiles(deps: PurgeDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DELETED_FILE_RETENTION_DAYS * 24 * HOUR_MS);
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await takeExpiredDeleted(tx, before, BATCH_SIZE);
      for (const file of due) {
        await deps.storage.delete(file.storageKey);
        if (file.thumbnailKey) await deps.storage.delete(file.thumbnailKey);
      }
      await deleteRows(
        tx,
        due.map((file) => file.id),
      );
      return due.length;
    });
    total += done;
    if (done < BATCH_SIZE) return total;
  }
}

/** Runs the purge a little after start and then every hour; stopping waits for a round under way. */
export function startStoragePurge(deps: PurgeDeps, onError: (error: unknown) => void): () => Promise<void> {
  return startPeriodic(
    () => purgeDeletedFiles(deps),
    { firstDelayMs: FIRST_RUN_DELAY_MS, everyMs: HOUR_MS },
    onError,
  );
}
