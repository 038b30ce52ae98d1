import type { TableColumn } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FieldType } from '@atrium/domain/fields/field-types.ts';

/** What a field and a table column share; the sections edit either through this shape. */
export type ValueSettings = Omit<TableColumn, 'id' | 'header' | 'dataType'>;

export interface SectionProps<T extends ValueSettings> {
  value: T;
  type: FieldType;
  onChange: (next: T) => void;
}

/** A number box's text as an optional positive number: empty or not a number gives null. */
export function positiveOrNull(text: string): number | null {
  const number = Number(text);
  return text.trim() === '' || !Number.isFinite(number) || number <= 0 ? null : number;
}
