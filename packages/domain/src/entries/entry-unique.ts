import type { TableColumn } from '../fields/field-config.schemas.ts';

type UniqueFlags = Pick<TableColumn, 'uniqueWithCase' | 'uniqueWithoutCase'>;

export const isUnique = (rules: UniqueFlags): boolean => rules.uniqueWithCase || rules.uniqueWithoutCase;

/**
 * The text a unique table column compares: a scalar's text or a chosen option's value; null for an empty
 * cell and for list values (multiselect, files), which hold no single value to compare.
 */
export function uniqueCellText(value: unknown): string | null {
  const scalar =
    typeof value === 'object' && value !== null && !Array.isArray(value) && 'value' in value
      ? (value as { value: unknown }).value
      : value;
  if (typeof scalar !== 'string' && typeof scalar !== 'number' && typeof scalar !== 'boolean') return null;
  const text = String(scalar);
  return text.trim() === '' ? null : text;
}

/** How two values of a unique column are compared: as they are, or with case ignored. */
export const uniqueKey = (rules: UniqueFlags, text: string): string =>
  rules.uniqueWithCase ? text : text.toLowerCase();

/**
 * Rows (by index) whose cell in a unique column repeats the value of an earlier row of the same table: a
 * unique column holds each value once, within one entry's table as across entries.
 */
export function repeatedCells(column: TableColumn, rows: readonly Record<string, unknown>[]): number[] {
  if (!isUnique(column)) return [];
  const seen = new Set<string>();
  const repeated: number[] = [];
  rows.forEach((row, index) => {
    const text = uniqueCellText(row[column.id]);
    if (text === null) return;
    const key = uniqueKey(column, text);
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}
