import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import type { ImportFailure, ImportLine } from '@atrium/domain/entries/entries-import.contract.ts';
import { searchTextOf } from '@atrium/domain/entries/entry-values.ts';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_FAILURE_LIST_LIMIT,
  type ImportCell,
  type ImportTarget,
  importMessages,
  importRow,
} from '@atrium/domain/entries/import.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { lockFormEntries } from '../entries/entries.repo.ts';
import { sanitizeValues } from '../entries/entry-writes.ts';
import type { FormRow } from '../forms/forms.repo.ts';
import { insertEntryBatch, takenValues, type Writer } from './entries-import.repo.ts';

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
  tally: Tally,
) {
  const unique = job.editable.filter((field) => field.uniqueWithCase || field.uniqueWithoutCase);
  if (unique.length === 0) return batch;
  await lockFormEntries(tx, job.form.id);
  const refused = new Map<number, string>();
  for (const field of unique) {
    const keyOf = (text: string) => (field.uniqueWithCase ? text : text.toLowerCase());
    const texts = batch.flatMap((item) => uniqueText(item.values[field.id]) ?? []);
    const taken = await takenValues(tx, job.writer, field.id, texts, field.uniqueWithCase);
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
  for (const [row, reason] of refused) tally.fail(row, reason);
  return batch.filter((item) => !refused.has(item.row));
}

/** Writes one batch in one transaction: all of its rows or none of them. */
async function commitBatch(job: ImportJob, batch: Pending[], seen: Map<string, Set<string>>, tally: Tally) {
  const defaults: EntryData = {};
  for (const field of job.form.fieldConfig) if (!field.isTrashed) defaults[field.id] = initialValue(field);
  await job.db.transaction(async (tx) => {
    const accepted = await dropTakenValues(tx, job, batch, seen, tally);
    const rows = accepted.map((item) => {
      const data = { ...defaults, ...item.values };
      return { data, searchText: searchTextOf(job.form.fieldConfig, data) };
    });
    await insertEntryBatch(tx, job.writer, rows);
    tally.imported += rows.length;
  });
}

/**
 * Imports rows as they are read, yielding NDJSON lines: progress after each batch of 499, then the result.
 * Rows of committed batches stay imported when a later batch fails; the failure ends the stream with a message.
 */
export async function* runImport(
  job: ImportJob,
  rows: AsyncIterable<SourceRow>,
  fraction: () => number,
): AsyncGenerator<string> {
  const tally = new Tally();
  const seen = new Map<string, Set<string>>();
  let batch: Pending[] = [];
  let error: string | undefined;
  const line = (value: ImportLine) => `${JSON.stringify(value)}\n`;
  try {
    for await (const source of rows) {
      const result = importRow(job.targets, job.editable, source.cells);
      if (result.kind === 'empty') continue;
      tally.processed += 1;
      if (result.kind === 'failed') {
        tally.fail(source.row, result.reason);
        continue;
      }
      sanitizeValues(job.editable, result.values);
      batch.push({ row: source.row, values: result.values });
      if (batch.length === IMPORT_BATCH_SIZE) {
        await commitBatch(job, batch, seen, tally);
        batch = [];
        yield line(tally.progress(fraction()));
      }
    }
    if (batch.length > 0) await commitBatch(job, batch, seen, tally);
    if (tally.processed === 0) error = importMessages.noValidRows;
  } catch (cause) {
    job.log(cause);
    error = importMessages.importFailed;
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
