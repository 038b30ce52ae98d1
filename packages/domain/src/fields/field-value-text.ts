import type { ImportCell } from '../entries/import.ts';
import { type Outcome, ok, type SheetCell, type ValueHolder } from './field-type-parts.ts';

/** One stored item as text: an option by its value (or the copy kept of it), a file by its name. */
export function itemText(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item !== 'object') return String(item);
  if ('value' in item) {
    const option = item as { value?: unknown; fallback_value?: unknown };
    return String(option.value || option.fallback_value || '');
  }
  if ('name' in item) return String(item.name ?? '');
  return JSON.stringify(item);
}

/** A stored value as plain text: a list as its items' texts joined by commas. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(itemText).filter(Boolean).join(', ');
  return itemText(value);
}

/** A spreadsheet export cell: numbers, booleans and texts as stored, anything else as its text. */
export const exportCellVia =
  (toText: (value: unknown, holder: ValueHolder) => string) =>
  (value: unknown, holder: ValueHolder): SheetCell => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
    return toText(value, holder);
  };

export const plainExportCell = exportCellVia(valueText);

/** A JSON export value: lists as lists of item texts, an option as its value, scalars as stored. */
export function plainExportJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(itemText);
  if (typeof value === 'object') return itemText(value);
  return value;
}

/** A spreadsheet cell as text: dates in ISO form, lists joined, anything structured as JSON. */
export function importCellText(cell: ImportCell | unknown): string {
  if (cell instanceof Date) return cell.toISOString();
  if (Array.isArray(cell)) return cell.join(', ');
  if (typeof cell === 'object' && cell !== null) return JSON.stringify(cell);
  return String(cell).trim();
}

export const parseImportAsText = (cell: ImportCell): Outcome => ok(importCellText(cell));

/** The text, export and import parts every plainly textual type shares. */
export const PLAIN_VALUE_PARTS = {
  toText: valueText,
  exportCell: plainExportCell,
  exportJson: plainExportJson,
  parseImport: parseImportAsText,
};
