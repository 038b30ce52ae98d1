import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';

/** An entry as the export reads it. */
export interface ExportRow {
  id: string;
  data: Record<string, unknown>;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

export type SheetCell = string | number | boolean | null;

export interface ExportColumn {
  header: string;
  /** The value in a spreadsheet cell. */
  cell: (row: ExportRow) => SheetCell;
  /** The value in a JSON export: lists and tables keep their structure. */
  json: (row: ExportRow) => unknown;
}

/** The built-in columns of the entries table, in its order (forms spec §2 'Entries table'). */
const BUILT_INS: ExportColumn[] = [
  { header: 'Entry ID', cell: (row) => row.id, json: (row) => row.id },
  { header: 'Updated At', cell: (row) => row.updatedAt, json: (row) => row.updatedAt },
  { header: 'Updated By', cell: (row) => row.updatedBy, json: (row) => row.updatedBy },
  { header: 'Created At', cell: (row) => row.createdAt, json: (row) => row.createdAt },
  { header: 'Created By', cell: (row) => row.createdBy, json: (row) => row.createdBy },
];

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
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
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

/** The built-in columns, then the fields the reader may view, by label. */
export function exportColumns(fields: readonly FieldConfig[]): ExportColumn[] {
  const fieldColumns: ExportColumn[] = fields.map((field) => ({
    header: field.label,
    cell: (row) => cellOf(field, row.data[field.id]),
    json: (row) => jsonValue(field, row.data[field.id]),
  }));
  const columns = [...BUILT_INS, ...fieldColumns];
  const headers = uniqueHeaders(columns.map((column) => column.header));
  return columns.map((column, index) => ({ ...column, header: headers[index] ?? column.header }));
}
