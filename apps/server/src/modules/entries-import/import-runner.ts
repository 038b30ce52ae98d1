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
import type { Db, Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { lockEntriesOf, takenValues } from '../entries/entries.queries.ts';
import { sanitizeValues } from '../entries/entry-writes.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { insertEntryBatch, type Writer } from './entries-import.repo.ts';

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
async function commitSegment(job: ImportJob, segment: Segment, seen: Map<string, Set<string>>, tally: Tally) {
  tally.processed += segment.processed;
  // Rows refused for a taken value are found after the rows that failed to read: listed in row order all the same.
  const refused = new Map<number, string>();
  try {
    await writeBatch(job, segment.batch, seen, refused);
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
) {
  if (batch.length === 0) return;
  const defaults: EntryData = {};
  for (const field of job.form.fieldConfig) if (!field.isTrashed) defaults[field.id] = initialValue(field);
  await job.db.transaction(async (tx) => {
    const accepted = await dropTakenValues(tx, job, batch, seen, refused);
    const rows = accepted.map((item) => {
      const data = { ...defaults, ...item.values };
      return { data, searchText: searchTextOf(job.form.fieldConfig, data) };
    });
    await insertEntryBatch(tx, job.writer, rows);
  });
}

/**
 * Imports rows as they are read, yielding NDJSON lines: progress after each batch of 499, then the result.
 * While one batch is being written, the next one is read and checked (at most two batches in memory).
 * Rows of committed batches stay imported when a later batch fails; the failure ends the stream with a message.
 */
export async function* runImport(
  job: ImportJob,
  rows: AsyncIterable<SourceRow>,
  fraction: () => number,
): AsyncGenerator<string> {
  const tally = new Tally();
  const seen = new Map<string, Set<string>>();
  let segment = emptySegment();
  let writing: { segment: Segment; done: Promise<void> } | null = null;
  let error: string | undefined;
  const line = (value: ImportLine) => `${JSON.stringify(value)}\n`;
  const write = (next: Segment) => {
    const done = commitSegment(job, next, seen, tally);
    // Awaited before the next batch is written; until then a failure must not count as unhandled.
    done.catch(() => undefined);
    return { segment: next, done };
  };
  try {
    for await (const source of rows) {
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
        if (writing) {
          await writing.done;
          yield line(tally.progress(writing.segment.fraction));
        }
        writing = write(segment);
        segment = emptySegment();
      }
    }
    if (writing) {
      await writing.done;
      yield line(tally.progress(writing.segment.fraction));
      writing = null;
    }
    await commitSegment(job, segment, seen, tally);
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
