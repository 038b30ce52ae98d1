import { type ImportCell, type ImportTarget, isImportable, isSkippedImportKey } from '../entries/import.ts';
import type { FieldConfig } from '../fields/field-config.schemas.ts';
import { templateMessages } from './templates.messages.ts';

// Rows sent to a template form's import (templates spec §5 'Bulk import of rows'): each row is an object keyed
// by field id or label, as a parsed spreadsheet gives it. The cells then go through the entries' import rules.

/** The sheet's row number of the n-th data row (0-based): the header is row 1, as the entries import counts. */
export const sheetRowOf = (index: number) => index + 2;

/** The fields a row may fill: importable fields the importer may edit, each read from its own column. */
export function templateImportTargets(editable: readonly FieldConfig[]): ImportTarget[] {
  return editable.filter(isImportable).map((field, column) => ({ column, field }));
}

const normalised = (text: string) => text.trim().toLowerCase();

/** The key of the row holding a field's value: its id, else its label (case and spaces aside). */
function keyOf(row: Record<string, unknown>, field: FieldConfig): string | undefined {
  if (Object.hasOwn(row, field.id)) return field.id;
  const label = normalised(field.label);
  return Object.keys(row).find((key) => !isSkippedImportKey(key) && normalised(key) === label);
}

type Cells = { ok: true; cells: ImportCell[] } | { ok: false; reason: string };

/**
 * A JSON value as the spreadsheet cell the type's import parser reads. A multiselect takes a list of values
 * or comma-separated text, and anything else is refused with the spec's message; a JSON field takes any
 * structure as its text.
 */
function cellOf(field: FieldConfig, value: unknown): ImportCell | { refused: string } {
  if (value === null || value === undefined) return null;
  if (field.type === 'multiselect') {
    if (typeof value === 'string') return value;
    const isList = Array.isArray(value) && value.every((item) => typeof item === 'string');
    return isList ? (value as unknown as ImportCell) : { refused: templateMessages.mustBeArray(field.label) };
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return value as ImportCell;
}

/** One row's cells in the targets' order, or why the row is refused before the type parsers run. */
export function templateRowCells(targets: readonly ImportTarget[], row: Record<string, unknown>): Cells {
  const cells: ImportCell[] = [];
  const problems: string[] = [];
  for (const { column, field } of targets) {
    const key = keyOf(row, field);
    const cell = key === undefined ? null : cellOf(field, row[key]);
    if (cell !== null && typeof cell === 'object' && 'refused' in cell) {
      problems.push(cell.refused);
      cells[column] = null;
    } else cells[column] = cell;
  }
  return problems.length > 0 ? { ok: false, reason: problems.join('; ') } : { ok: true, cells };
}
