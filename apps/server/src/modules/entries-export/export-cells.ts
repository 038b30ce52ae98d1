import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { SheetCell } from '@atrium/domain/fields/field-type-parts.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';

/**
 * An entry as the export reads it: the texts of its columns in column order (entries-export.repo.ts), that
 * is the built-in columns as text, then each viewable field's stored value as JSON text (null when absent).
 * Reading texts rather than row objects spares a parse of the whole `data` of every entry.
 */
export type ExportRow = readonly (string | null)[];

export interface ExportColumn {
  header: string;
  /** The value in a spreadsheet cell. */
  cell: (row: ExportRow) => SheetCell;
  /** The value in a JSON export as JSON text: lists and tables keep their structure. */
  json: (row: ExportRow) => string;
}

/** The built-in columns of the entries table, in its order (forms spec §2 'Entries table'). */
export const BUILT_IN_HEADERS = ['Entry ID', 'Updated At', 'Updated By', 'Created At', 'Created By'];

/**
 * A stored value from its JSON text. Most values are plain strings, numbers or booleans, which need no
 * JSON.parse; only strings with escapes, lists and objects do.
 */
export function decodeValue(text: string | null): unknown {
  if (text === null) return undefined;
  const first = text.charCodeAt(0);
  if (first === 34) return text.indexOf('\\') === -1 ? text.slice(1, -1) : JSON.parse(text);
  if (first === 123 || first === 91) return JSON.parse(text);
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  return Number(text);
}

/** The text or number a spreadsheet shows for a stored value, by its field's type. */
export const cellOf = (field: FieldConfig, value: unknown): SheetCell =>
  FIELD_TYPE_REGISTRY[field.type].exportCell(value, field);

/**
 * Against formula injection: a text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or
 * carriage return first) gets a leading apostrophe. Numbers stay numbers: -5 is data, not a formula.
 */
export function neutralised(cell: SheetCell): SheetCell {
  if (typeof cell !== 'string') return cell;
  const first = cell.charCodeAt(0);
  // = + - @ tab CR
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13
    ? `'${cell}`
    : cell;
}

/** Header names must be unique for JSON keys: a repeated label is numbered. */
function uniqueHeaders(headers: string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((header) => {
    const count = (seen.get(header) ?? 0) + 1;
    seen.set(header, count);
    return count === 1 ? header : `${header} (${count})`;
  });
}

const textColumn = (index: number) => ({
  cell: (row: ExportRow) => row[index] ?? '',
  json: (row: ExportRow) => JSON.stringify(row[index] ?? ''),
});

/** A field's JSON text as the JSON export writes it: strings and booleans as stored, the rest reshaped. */
function fieldJson(field: FieldConfig, text: string | null): string {
  if (text === null) return 'null';
  const first = text.charCodeAt(0);
  if (first === 34 || text === 'true' || text === 'false') return text;
  return JSON.stringify(FIELD_TYPE_REGISTRY[field.type].exportJson(decodeValue(text), field)) ?? 'null';
}

/** The built-in columns, then the fields the reader may view, by label; row texts in the same order. */
export function exportColumns(fields: readonly FieldConfig[]): ExportColumn[] {
  const builtIns = BUILT_IN_HEADERS.map((header, index) => ({ header, ...textColumn(index) }));
  const fieldColumns: ExportColumn[] = fields.map((field, i) => {
    const index = BUILT_IN_HEADERS.length + i;
    const { exportCell } = FIELD_TYPE_REGISTRY[field.type];
    return {
      header: field.label,
      cell: (row) => exportCell(decodeValue(row[index] ?? null), field),
      json: (row) => fieldJson(field, row[index] ?? null),
    };
  });
  const columns = [...builtIns, ...fieldColumns];
  const headers = uniqueHeaders(columns.map((column) => column.header));
  return columns.map((column, index) => ({ ...column, header: headers[index] ?? column.header }));
}
