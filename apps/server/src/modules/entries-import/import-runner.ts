import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { ImportFailure, ImportLine } from '@atrium/domain/entries/entries-import.contract.ts';
import { uniqueKey } from '@atrium/domain/entries/entry-unique.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { IMPORT_FAILURE_LIST_LIMIT } from '@atrium/domain/entries/import.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { analyzeNewEntries, lockEntriesOf, takenValues } from '../entries/entries.queries.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { insertEntryBatch, type Writer } from './entries-import.repo.ts';
import { type Segment, uniqueFieldsOf } from './import-segments.ts';

export interface ImportJob {
  db: Db;
  writer: Writer;
  form: FormRow;
  /** The fields the importer may write: their unique options hold for imported rows. */
  editable: readonly FieldConfig[];
  log: (error: unknown) => void;
  /** Set once the form's partition has statistics, or the import has stopped trying (see analyzeNewEntries). */
  statisticsSettled?: boolean;
}

/** Counts and the failed rows, the first 1000 listed. */
class Tally {
  processed = 0;
  imported = 0;
  failedCount = 0;
  readonly failed: ImportFailure[] = [];
  fail(row: number, reason: string) {
    this.failedCount += 1;
    if (this.failed.length < IMPORT_FAILURE_LIST_LIMIT) this.failed.push({ row, reason });
  }
  progress = (fraction: number): ImportLine => ({
    processed: this.processed,
    imported: this.imported,
    failed: this.failedCount,
    fraction: Math.round(fraction * 1000) / 1000,
  });
}

/**
 * Unique options hold for imported rows too: a value taken by a live entry, or by an earlier row of this
 * import, fails the row. Runs under the form's entry lock, as a submit does. Returns the rows to insert.
 */
async function dropTakenValues(
  tx: Tx,
  job: ImportJob,
  segment: Segment,
  seen: Map<string, Set<string>>,
  refused: Map<number, string>,
): Promise<string[]> {
  const unique = uniqueFieldsOf(job.editable);
  if (unique.length === 0) return segment.json;
  await lockEntriesOf(tx, job.form.id);
  for (const field of unique) {
    const texts = segment.unique[field.id] ?? [];
    const compared = { fieldId: field.id, caseSensitive: field.uniqueWithCase };
    const taken = await takenValues(
      tx,
      job.writer,
      compared,
      texts.flatMap((text) => text ?? []),
    );
    const earlier = seen.get(field.id) ?? new Set<string>();
    seen.set(field.id, earlier);
    segment.rows.forEach((row, index) => {
      const text = texts[index];
      if (text === null || text === undefined || refused.has(row)) return;
      const key = uniqueKey(field, text);
      if (taken.has(key) || earlier.has(key)) refused.set(row, `${field.label}: ${entryMessages.notUnique}`);
      else earlier.add(key);
    });
  }
  return segment.json.filter((_, index) => !refused.has(segment.rows[index] ?? 0));
}

/**
 * Counts a stretch, then writes its batch in one transaction: all of its rows or none of them. Stretches are
 * committed one after the other, in the source's order, so the counts and the failure list read as if the
 * rows were taken one by one.
 */
async function commitSegment(job: ImportJob, segment: Segment, seen: Map<string, Set<string>>, tally: Tally) {
  tally.processed += segment.processed;
  // Rows refused for a taken value are found after the rows that failed to read: listed in row order all the same.
  const refused = new Map<number, string>();
  try {
    await writeBatch(job, segment, seen, refused);
  } finally {
    const failures = [...segment.failures, ...[...refused].map(([row, reason]) => ({ row, reason }))];
    for (const failure of failures.sort((a, b) => a.row - b.row)) tally.fail(failure.row, failure.reason);
  }
  tally.imported += segment.rows.length - refused.size;
}

async function writeBatch(
  job: ImportJob,
  segment: Segment,
  seen: Map<string, Set<string>>,
  refused: Map<number, string>,
) {
  if (segment.rows.length === 0) return;
  const durable = segment.last;
  const inserted = await job.db.transaction(async (tx) => {
    // A batch with more to follow does not wait for its commit to reach the disk: the last batch's commit
    // does, and it flushes every commit before it, so the result line is only sent once all of it is kept.
    // The last batch takes a transaction id so that it commits (and waits) even when all its rows are refused.
    if (durable) await tx.execute(sql`select pg_current_xact_id()`);
    else await tx.execute(sql`set local synchronous_commit = off`);
    const accepted = await dropTakenValues(tx, job, segment, seen, refused);
    await insertEntryBatch(tx, job.writer, accepted);
    return accepted.length;
  });
  // A new form's partition gets statistics once it holds rows, before the next batch's unique check.
  if (!durable && inserted > 0 && !job.statisticsSettled) {
    try {
      job.statisticsSettled = await analyzeNewEntries(job.db, job.form.id);
    } catch (error) {
      // Statistics only make the checks cheaper: an import never fails for want of them.
      job.log(error);
      job.statisticsSettled = true;
    }
  }
}

/**
 * Imports the segments of rows as they come (readSegments, on this thread or another), yielding NDJSON
 * lines: progress after each batch of 499 but the last, then the result. While one batch is being written,
 * the next ones are read and checked. Rows of committed batches stay imported when a later batch fails; the
 * failure ends the stream with a message.
 */
export async function* runImport(job: ImportJob, segments: AsyncIterable<Segment>): AsyncGenerator<string> {
  const tally = new Tally();
  const seen = new Map<string, Set<string>>();
  let writing: { segment: Segment; done: Promise<void> } | null = null;
  let error: string | undefined;
  const line = (value: ImportLine) => `${JSON.stringify(value)}\n`;
  const written = async function* (current: { segment: Segment; done: Promise<void> }) {
    await current.done;
    if (!current.segment.last) yield line(tally.progress(current.segment.fraction));
  };
  try {
    for await (const segment of segments) {
      if (writing) yield* written(writing);
      const done = commitSegment(job, segment, seen, tally);
      // Awaited before the next batch is written; until then a failure must not count as unhandled.
      done.catch(() => undefined);
      writing = { segment, done };
    }
    if (writing) {
      const last = writing;
      writing = null;
      yield* written(last);
    }
    if (tally.processed === 0) error = importMessages.noValidRows;
  } catch (cause) {
    job.log(cause);
    error = importMessages.importFailed;
  } finally {
    // A client gone mid-stream: the batch being written still ends (committed or not) before the import does.
    await writing?.done.catch(() => undefined);
  }
  if (tally.imported > 0) {
    await publish(
      job.db,
      { type: 'entries.changed', formId: job.form.id },
      { kind: 'org', orgId: job.writer.orgId },
    );
  }
  yield line({
    done: true,
    imported: tally.imported,
    failed: tally.failed,
    failedCount: tally.failedCount,
    ...(error ? { error } : {}),
  });
}
