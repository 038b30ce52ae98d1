import type { FieldConfig, TableColumn } from '../fields/field-config.schemas.ts';

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

/**
 * The text a unique field compares: its value's text, or a chosen option's value; null when empty. Submits,
 * edits and imports check the same text.
 */
export function uniqueFieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text =
    typeof value === 'object' && 'value' in value
      ? String((value as { value: unknown }).value)
      : String(value);
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

/** Where an entry holds a unique value: a unique field, or a unique column of a table field. */
export interface UniqueHolder {
  field: FieldConfig;
  column?: TableColumn;
}

/**
 * The values an entry holds in unique fields and unique table columns, each as its holder compares it
 * (`uniqueKey`), without repeats. Used where a whole stored entry comes back, as on restore from the trash.
 */
export function uniqueHoldings(
  fields: readonly FieldConfig[],
  data: Record<string, unknown>,
): { holder: UniqueHolder; keys: string[] }[] {
  const holdings: { holder: UniqueHolder; keys: string[] }[] = [];
  const keysOf = (rules: UniqueFlags, values: unknown[]) => [
    ...new Set(
      values.flatMap((value) => {
        const text = uniqueCellText(value);
        return text === null ? [] : [uniqueKey(rules, text)];
      }),
    ),
  ];
  for (const field of fields) {
    if (field.isTrashed) continue;
    if (isUnique(field)) holdings.push({ holder: { field }, keys: keysOf(field, [data[field.id]]) });
    if (field.type !== 'table') continue;
    const value = data[field.id];
    const rows = Array.isArray(value) ? (value as unknown[]) : [];
    for (const column of field.columns.filter(isUnique)) {
      const cells = rows.map((row) =>
        typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[column.id] : null,
      );
      holdings.push({ holder: { field, column }, keys: keysOf(column, cells) });
    }
  }
  return holdings.filter((holding) => holding.keys.length > 0);
}
