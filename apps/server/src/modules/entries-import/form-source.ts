import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import type { ImportCell } from '@atrium/domain/entries/import.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { ROWS_A_TURN, type SourceRow } from './import-segments.ts';

/** An option reads as its value; anything else structured as its JSON text. */
function textOf(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'value' in value) return String(value.value ?? '');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A stored value of the source form as an import cell, so it passes the same rules as a spreadsheet cell:
 * lists stay lists (multiselect to multiselect keeps values with commas whole), JSON stays structured.
 */
function cellOf(source: FieldConfig, value: unknown): ImportCell {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(textOf) as unknown as ImportCell;
  if (source.type === 'json' && typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'object') return textOf(value);
  return value as ImportCell;
}

/**
 * Entries of the source form as rows whose cells follow `fields` (the mapping's keys), numbered from 1, in
 * batches of ROWS_A_TURN; `onRows` hears how many rows each batch gives.
 */
export async function* formSourceRows(
  fields: readonly FieldConfig[],
  entries: readonly EntryData[],
  onRows: (count: number) => void,
): AsyncGenerator<SourceRow[]> {
  for (let start = 0; start < entries.length; start += ROWS_A_TURN) {
    const batch = entries.slice(start, start + ROWS_A_TURN);
    onRows(batch.length);
    yield batch.map((data, i) => ({
      row: start + i + 1,
      cells: fields.map((field) => cellOf(field, data[field.id])),
    }));
  }
}
