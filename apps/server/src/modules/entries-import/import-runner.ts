import { setImmediate } from 'node:timers/promises';
import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import type { ImportFailure, ImportLine } from '@atrium/domain/entries/entries-import.contract.ts';
import { searchTextOf } from '@atrium/domain/entries/entry-values.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_FAILURE_LIST_LIMIT,
  type ImportCell,
  type ImportTarget,
  importRow,
} from '@atrium/domain/entries/import.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { analyzeNewEntries, lockEntriesOf, takenValues } from '../entries/entries.queries.ts';
import { sanitizeValues } from '../entries/entry-writes.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { insertEntryBatch, storedEntryJson, type Writer } from './entries-import.repo.ts';

export interface SourceRow {
  /** The row as the user counts it, for the failure list. */
  row: number;
  cells: ImportCell[];
}

export interface ImportJob {
  db: Db;
  writer: Writer;
  form: FormRow;
  targets: readonly ImportTarget[];
  /** The fields the importer may write: the rules of data entry apply to these. */
  editable: readonly FieldConfig[];
  log: (error: unknown) => void;
  /** Set once the form's partition has statistics, or the import has stopped trying (see analyzeNewEntries). */
  statisticsSettled?: boolean;
}

interface Pending {
  row: number;
  values: EntryData;
}

/** A stretch of the source up to a full batch: its valid rows, and what it counted and refused on reading. */
interface Segment {
  batch: Pending[];
  processed: number;
  failures: ImportFailure[];
  /** How far through the source the stretch ends. */
  fraction: number;
}

/** Rows checked between two turns of the event loop: about a millisecond of work. */
const ROWS_PER_TURN = 32;

const emptySegment = (): Segment => ({ batch: [], processed: 0, failures: [], fraction: 0 });

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

const uniqueText = (value: unknown): string | null => {
  const text = typeof value === 'object' && value !== null && 'value' in value ? String(value.value) : value;
  return text === null || text === undefined || String(text).trim() === '' ? null : String(text);
};

/**
 * Unique options hold for imported rows too: a value taken by a live entry, or by an earlier row of this
 * import, fails the row. Runs under the form's entry lock, as a submit does.
 */
async function dropTakenValues(
  tx: Tx,
  job: ImportJob,
  batch: Pending[],
  seen: Map<string, Set<string>>,
  refused: Map<number, string>,
) {
  const unique = job.editable.filter((field) => field.uniqueWithCase || field.uniqueWithoutCase);
  if (unique.length === 0) return batch;
  await lockEntriesOf(tx, job.form.id);
  for (const field of unique) {
    const keyOf = (text: string) => (field.uniqueWithCase ? text : text.toLowerCase());
    const texts = batch.flatMap((item) => uniqueText(item.values[field.id]) ?? []);
    const compared = { fieldId: field.id, caseSensitive: field.uniqueWithCase };
    const taken = await takenValues(tx, job.writer, compared, texts);
    const earlier = seen.get(field.id) ?? new Set<string>();
    seen.set(field.id, earlier);
    for (const item of batch) {
      const text = uniqueText(item.values[field.id]);
      if (text === null || refused.has(item.row)) continue;
      if (taken.has(keyOf(text)) || earlier.has(keyOf(text)))
        refused.set(item.row, `${field.label}: ${entryMessages.notUnique}`);
      else earlier.add(keyOf(text));
    }
  }
  return batch.filter((item) => !refused.has(item.row));
}

/**
 * Counts a stretch, then writes its batch in one transaction: all of its rows or none of them. Stretches are
 * committed one after the other, in the source's order, so the counts and the failure list read as if the
 * rows were taken one by one.
 */
async function commitSegment(
  job: ImportJob,
  segment: Segment,
  seen: Map<string, Set<string>>,
  tally: Tally,
  durable: boolean,
) {
  tally.processed += segment.processed;
  // Rows refused for a taken value are found after the rows that failed to read: listed in row order all the same.
  const refused = new Map<number, string>();
  try {
    await writeBatch(job, segment.batch, seen, refused, durable);
  } finally {
    const failures = [...segment.failures, ...[...refused].map(([row, reason]) => ({ row, reason }))];
    for (const failure of failures.sort((a, b) => a.row - b.row)) tally.fail(failure.row, failure.reason);
  }
  tally.imported += segment.batch.length - refused.size;
}

async function writeBatch(
  job: ImportJob,
  batch: Pending[],
  seen: Map<string, Set<string>>,
  refused: Map<number, string>,
  durable: boolean,
) {
  if (batch.length === 0) return;
  const defaults: EntryData = {};
  for (const field of job.form.fieldConfig) if (!field.isTrashed) defaults[field.id] = initialValue(field);
  // Each row is written out before the transaction opens, so the rows' lock is held for the statements only.
  const written = new Map<number, string>();
  for (const item of batch) {
    const data = { ...defaults, ...item.values };
    written.set(item.row, storedEntryJson(data, searchTextOf(job.form.fieldConfig, data)));
  }
  const inserted = await job.db.transaction(async (tx) => {
    // A batch with more to follow does not wait for its commit to reach the disk: the last batch's commit
    // does, and it flushes every commit before it, so the result line is only sent once all of it is kept.
    // The last batch takes a transaction id so that it commits (and waits) even when all its rows are refused.
    if (durable) await tx.execute(sql`select pg_current_xact_id()`);
    else await tx.execute(sql`set local synchronous_commit = off`);
    const accepted = await dropTakenValues(tx, job, batch, seen, refused);
    await insertEntryBatch(
      tx,
      job.writer,
      accepted.map((item) => written.get(item.row) ?? ''),
    );
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
 * Imports rows as they are read, yielding NDJSON lines: progress after each batch of 499, then the result.
 * While one batch is being written, the next ones are read and checked (at most three batches in memory: a
 * full batch waits until the next one fills, which tells it that it is not the last). Rows of committed
 * batches stay imported when a later batch fails; the failure ends the stream with a message.
 */
export async function* runImport(
  job: ImportJob,
  rows: AsyncIterable<SourceRow>,
  fraction: () => number,
): AsyncGenerator<string> {
  const tally = new Tally();
  const seen = new Map<string, Set<string>>();
  let segment = emptySegment();
  /** A full segment not yet written: whether it is the last is known once the next one fills or the file ends. */
  let full: Segment | null = null;
  let writing: { segment: Segment; done: Promise<void> } | null = null;
  let error: string | undefined;
  const line = (value: ImportLine) => `${JSON.stringify(value)}\n`;
  const write = (next: Segment, durable: boolean) => {
    const done = commitSegment(job, next, seen, tally, durable);
    // Awaited before the next batch is written; until then a failure must not count as unhandled.
    done.catch(() => undefined);
    return { segment: next, done };
  };
  try {
    let sinceTurn = 0;
    for await (const source of rows) {
      // Rows already read arrive without a turn of the event loop; a turn now and then lets the batch being
      // written go on to its next statement instead of waiting for a whole stretch of checking.
      sinceTurn += 1;
      if (sinceTurn === ROWS_PER_TURN) {
        sinceTurn = 0;
        await setImmediate();
      }
      const result = importRow(job.targets, job.editable, source.cells);
      if (result.kind === 'empty') continue;
      segment.processed += 1;
      if (result.kind === 'failed') {
        segment.failures.push({ row: source.row, reason: result.reason });
        continue;
      }
      sanitizeValues(job.editable, result.values);
      segment.batch.push({ row: source.row, values: result.values });
      if (segment.batch.length === IMPORT_BATCH_SIZE) {
        segment.fraction = fraction();
        if (full) {
          if (writing) {
            await writing.done;
            yield line(tally.progress(writing.segment.fraction));
          }
          writing = write(full, false);
        }
        full = segment;
        segment = emptySegment();
      }
    }
    if (writing) {
      await writing.done;
      yield line(tally.progress(writing.segment.fraction));
      writing = null;
    }
    if (full) {
      const last = segment.batch.length === 0;
      await commitSegment(job, full, seen, tally, last);
      yield line(tally.progress(full.fraction));
    }
    await commitSegment(job, segment, seen, tally, true);
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
