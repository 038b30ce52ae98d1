import { textRefusal } from '../common/request-text.ts';
import type { FieldConfig, TableColumn } from '../fields/field-config.schemas.ts';
import { initialValue } from '../fields/field-rules.ts';
import { type Outcome, refuse } from '../fields/field-type-parts.ts';
import { FIELD_TYPE_REGISTRY } from '../fields/field-types.ts';
import type { EntryData } from './entries.schemas.ts';
import { validateEntryValues } from './entry-values.ts';
import { importMessages } from './import.messages.ts';

/** Rows are written in batches of this size, one transaction each (forms spec §9). */
export const IMPORT_BATCH_SIZE = 499;
/** At most this many failed rows are listed one by one; the rest are only counted. */
export const IMPORT_FAILURE_LIST_LIMIT = 1000;
/** Rows shown under each column while mapping. */
export const IMPORT_SAMPLE_ROWS = 5;
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;
export type ImportFileKind = 'csv' | 'xls' | 'xlsx';

/** Keys an import never writes: they belong to the entry, not to its values (forms spec §5). */
export const SKIPPED_IMPORT_KEYS = [
  'id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'is_trashed',
  'trashed_at',
  'history',
] as const;

/** A cell as a spreadsheet reader gives it. */
export type ImportCell = string | number | boolean | Date | null | undefined;
export type Parsed = Outcome;

export function importFileKind(fileName: string): ImportFileKind | null {
  const match = /\.(csv|xls|xlsx)$/i.exec(fileName.trim());
  return match ? (match[1]?.toLowerCase() as ImportFileKind) : null;
}

export const isSkippedImportKey = (header: string) =>
  (SKIPPED_IMPORT_KEYS as readonly string[]).includes(header.trim().toLowerCase());

/** File and table fields are never imported (their types have no import parser); removed fields neither. */
export const isImportable = (field: Pick<FieldConfig, 'type' | 'isTrashed'>) =>
  !field.isTrashed && FIELD_TYPE_REGISTRY[field.type].parseImport !== null;

export function isBlankCell(cell: unknown): boolean {
  if (cell === null || cell === undefined) return true;
  if (Array.isArray(cell)) return cell.length === 0;
  return typeof cell === 'string' && cell.trim() === '';
}

type Target = { label: string; type: FieldConfig['type']; isColumn?: boolean };

/**
 * Turns one non-blank cell into the value data entry would send for the field (or table column), or the spec's
 * message, by its type's import parser. Everything else (options, regex, required) is then checked by
 * validateEntryValues, as for a submit.
 */
export function parseImportCell(target: Target, cell: ImportCell): Parsed {
  const parse = FIELD_TYPE_REGISTRY[target.type].parseImport;
  if (!parse) return refuse(importMessages.fieldNotImportable);
  // A file's cells reach no request check: text PostgreSQL cannot store (NUL) or that is no character at all
  // (a lone surrogate) fails its row here, with the rule's words, as it would fail a request.
  const refusal = typeof cell === 'string' ? textRefusal(cell) : null;
  return refusal ? refuse(refusal) : parse(cell, target);
}

/** A column of the source mapped to a field of the form. */
export interface ImportTarget {
  column: number;
  field: FieldConfig;
}

export type ImportRowResult =
  | { kind: 'empty' }
  | { kind: 'valid'; values: EntryData }
  | { kind: 'failed'; reason: string };

/** Gives a message its field's label unless it already names it. */
const labelled = (label: string, message: string) =>
  message.startsWith(label) ? message : `${label}: ${message}`;

/**
 * One source row through the import rules: skipped when every cell is blank; each mapped cell parsed by its
 * field's type; then the values checked as data entry checks them (`editable`: the fields the importer may
 * write), so a row the entry screen would refuse is refused here too, with the reasons joined.
 */
export function importRow(
  targets: readonly ImportTarget[],
  editable: readonly FieldConfig[],
  cells: readonly ImportCell[],
): ImportRowResult {
  if (cells.every(isBlankCell)) return { kind: 'empty' };
  const data: EntryData = {};
  const problems: string[] = [];
  for (const { column, field } of targets) {
    const cell = cells[column];
    if (isBlankCell(cell)) continue;
    const parsed = parseImportCell(field, cell);
    if (parsed.ok) data[field.id] = parsed.value;
    else problems.push(labelled(field.label, parsed.message));
  }
  if (problems.length > 0) return { kind: 'failed', reason: problems.join('; ') };
  const { values, errors } = validateEntryValues(editable, data);
  const refused = Object.entries(errors);
  if (refused.length === 0) return { kind: 'valid', values };
  const labels = new Map(editable.map((field) => [field.id, field.label]));
  const reasons = refused.map(([key, message]) =>
    labelled(labels.get(key.split('.')[0] ?? key) ?? key, message),
  );
  return { kind: 'failed', reason: reasons.join('; ') };
}

const normalised = (text: string) => text.trim().toLowerCase();

/** Maps each column to the importable field with the same label (case and spaces aside), as the dialog starts. */
export function autoMapColumns(
  columns: readonly string[],
  fields: readonly Pick<FieldConfig, 'id' | 'label' | 'type' | 'isTrashed'>[],
): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const column of columns) {
    if (isSkippedImportKey(column)) continue;
    const field = fields.find((f) => isImportable(f) && normalised(f.label) === normalised(column));
    if (field) mapping[column] = field.id;
  }
  return mapping;
}

/** Rows for a table field from a sheet keyed by column header; file columns are skipped (forms spec §5). */
export function importTableRows(
  columns: readonly TableColumn[],
  rows: readonly Record<string, ImportCell>[],
): { rows: Record<string, unknown>[]; errors: { row: number; column: string; message: string }[] } {
  const imported: Record<string, unknown>[] = [];
  const errors: { row: number; column: string; message: string }[] = [];
  const usable = columns.filter((column) => FIELD_TYPE_REGISTRY[column.dataType].parseImport !== null);
  rows.forEach((sheetRow, index) => {
    if (Object.values(sheetRow).every(isBlankCell)) return;
    const row: Record<string, unknown> = {};
    for (const column of columns) row[column.id] = initialValue({ ...column, type: column.dataType });
    for (const column of usable) {
      const key = Object.keys(sheetRow).find((header) => normalised(header) === normalised(column.header));
      const cell = key === undefined ? undefined : sheetRow[key];
      if (isBlankCell(cell)) {
        if (column.required)
          errors.push({ row: index, column: column.id, message: importMessages.columnRequired });
        continue;
      }
      const parsed = parseImportCell({ label: column.header, type: column.dataType, isColumn: true }, cell);
      if (parsed.ok) row[column.id] = parsed.value;
      else errors.push({ row: index, column: column.id, message: parsed.message });
    }
    imported.push(row);
  });
  return { rows: imported, errors };
}
