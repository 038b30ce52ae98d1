import { setImmediate } from 'node:timers/promises';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import type { ImportFailure } from '@atrium/domain/entries/entries-import.contract.ts';
import { isUnique, uniqueFieldText } from '@atrium/domain/entries/entry-unique.ts';
import { searchTextOf } from '@atrium/domain/entries/entry-values.ts';
import {
  IMPORT_BATCH_SIZE,
  type ImportCell,
  type ImportTarget,
  importRow,
} from '@atrium/domain/entries/import.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import { sanitizeValues } from '../entries/entry-sanitize.ts';

// Reading and checking an import's rows, apart from writing them: no database here, so that a file's rows can
// be read on a thread of their own while the batches before them are written (decision 0058).

export interface SourceRow {
  /** The row as the user counts it, for the failure list. */
  row: number;
  cells: ImportCell[];
}

/** What the rows are checked against: plain data, which crosses to a worker thread as it is. */
export interface ReadPlan {
  targets: readonly ImportTarget[];
  /** The fields the importer may write: the rules of data entry apply to these. */
  editable: readonly FieldConfig[];
  /** The form's fields: their initial values fill what a row leaves out, and the search text reads them. */
  fields: readonly FieldConfig[];
}

/** A stretch of the source up to a full batch: its valid rows written out, and what it counted and refused. */
export interface Segment {
  /** The valid rows' numbers, in the source's order. */
  rows: number[];
  /** Each valid row as the batch insert reads it (storedEntryJson). */
  json: string[];
  /** For each unique field the importer may write (by id), each valid row's text to check; null for none. */
  unique: Record<string, (string | null)[]>;
  /** Rows counted (valid or failed; blank rows are not counted). */
  processed: number;
  failures: ImportFailure[];
  /** How far through the source the stretch ends. */
  fraction: number;
  /** The source's last stretch: its commit is the one that waits for the disk. */
  last: boolean;
}

/** Rows a batch from a source in memory: about a millisecond of checking between two turns of the event loop. */
export const ROWS_A_TURN = 32;

/** An entry's values and search text as the batch insert reads them, one JSON object per entry. */
export const storedEntryJson = (data: EntryData, searchText: string): string =>
  JSON.stringify({ data, search_text: searchText });

/** The fields whose unique option an import checks. */
export const uniqueFieldsOf = (fields: readonly FieldConfig[]) => fields.filter(isUnique);

/**
 * Checks the rows as they are read and gathers them into segments of one batch of valid rows each. A full
 * segment is held until the next one fills, so that the last segment is known as such; rows read after the
 * last full batch that hold no valid row are counted in that batch's segment. The rows come in batches, with
 * a turn of the event loop after each: on the importing thread, a source in memory gives a few dozen rows a
 * batch, so that the batch being written can go on to its next statement instead of waiting for a whole
 * stretch of checking.
 */
export async function* readSegments(
  plan: ReadPlan,
  batches: AsyncIterable<readonly SourceRow[]>,
  fraction: () => number,
): AsyncGenerator<Segment> {
  const unique = uniqueFieldsOf(plan.editable);
  const defaults: EntryData = {};
  for (const field of plan.fields) if (!field.isTrashed) defaults[field.id] = initialValue(field);
  const empty = (): Segment => ({
    rows: [],
    json: [],
    unique: Object.fromEntries(unique.map((field) => [field.id, []])),
    processed: 0,
    failures: [],
    fraction: 0,
    last: false,
  });
  let segment = empty();
  let held: Segment | null = null;
  for await (const batch of batches) {
    for (const source of batch) {
      const result = importRow(plan.targets, plan.editable, source.cells);
      if (result.kind === 'empty') continue;
      segment.processed += 1;
      if (result.kind === 'failed') {
        segment.failures.push({ row: source.row, reason: result.reason });
        continue;
      }
      sanitizeValues(plan.editable, result.values);
      const data = { ...defaults, ...result.values };
      segment.rows.push(source.row);
      segment.json.push(storedEntryJson(data, searchTextOf(plan.fields, data)));
      for (const field of unique) segment.unique[field.id]?.push(uniqueFieldText(result.values[field.id]));
      if (segment.rows.length === IMPORT_BATCH_SIZE) {
        segment.fraction = fraction();
        if (held) yield held;
        held = segment;
        segment = empty();
      }
    }
    await setImmediate();
  }
  segment.fraction = fraction();
  if (held && segment.rows.length === 0) {
    held.processed += segment.processed;
    held.failures.push(...segment.failures);
    held.last = true;
    yield held;
    return;
  }
  if (held) yield held;
  segment.last = true;
  yield segment;
}
