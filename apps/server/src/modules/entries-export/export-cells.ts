import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';

/**
 * An entry as the export reads it: the texts of its columns in column order (entries-export.repo.ts), that
 * is the built-in columns as text, then each viewable field's stored value as JSON text (null when absent).
 * Reading texts rather than row objects spares a parse of the whole `data` of every entry.
 */
export type ExportRow = readonly (string | null)[];

export type SheetCell = string | number | boolean | null;

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

/** An option reads as its value, a file as its name. */
function itemText(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item !== 'object') return String(item);
  if ('value' in item) return String(item.value ?? '');
  if ('name' in item) return String(item.name ?? '');
  return JSON.stringify(item);
}

type Typed = Pick<FieldConfig, 'type'> & { columns?: FieldConfig['columns'] };

function jsonValue(field: Typed, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.type === 'table' && Array.isArray(value)) {
    return value.map((row: Record<string, unknown>) =>
      Object.fromEntries(
        (field.columns ?? []).map((column) => [
          column.header,
          jsonValue({ type: column.dataType }, row?.[column.id]),
        ]),
      ),
    );
  }
  if (field.type === 'json') return value;
  if (Array.isArray(value)) return value.map(itemText);
  if (typeof value === 'object') return itemText(value);
  return value;
}

/** The text or number a spreadsheet shows for a stored value. */
export function cellOf(field: Typed, value: unknown): SheetCell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  if (field.type === 'table' || field.type === 'json') return JSON.stringify(jsonValue(field, value));
  if (Array.isArray(value)) return value.map(itemText).join(', ');
  return itemText(value);
}

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
  return JSON.stringify(jsonValue(field, decodeValue(text))) ?? 'null';
}

/** The built-in columns, then the fields the reader may view, by label; row texts in the same order. */
export function exportColumns(fields: readonly FieldConfig[]): ExportColumn[] {
  const builtIns = BUILT_IN_HEADERS.map((header, index) => ({ header, ...textColumn(index) }));
  const fieldColumns: ExportColumn[] = fields.map((field, i) => {
    const index = BUILT_IN_HEADERS.length + i;
    return {
      header: field.label,
      cell: (row) => cellOf(field, decodeValue(row[index] ?? null)),
      json: (row) => fieldJson(field, row[index] ?? null),
    };
  });
  const columns = [...builtIns, ...fieldColumns];
  const headers = uniqueHeaders(columns.map((column) => column.header));
  return columns.map((column, index) => ({ ...column, header: headers[index] ?? column.header }));
}
