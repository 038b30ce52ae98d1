import type { ValueRules } from '@atrium/domain/entries/entry-value-checks.ts';
import type { FieldConfig, TableColumn } from '@atrium/domain/fields/field-config.schemas.ts';

/** What an input needs to know about its field or table column: the column's dataType read as the type. */
export type InputRules = ValueRules & { columns?: TableColumn[] };

export const rulesOfField = (field: FieldConfig): InputRules => field;
export const rulesOfColumn = (column: TableColumn): InputRules => ({ ...column, type: column.dataType });

/** Where a value belongs: options and uploads are asked for by form, field and, in a table, column. */
export interface InputTarget {
  formId: string;
  fieldId: string;
  columnId?: string;
}

/** The one shape every field input takes, so the entry screen, dialogs and table cells can reuse them. */
export interface FieldInputProps {
  /** DOM id of the input; labels and messages hang off it. */
  id: string;
  label: string;
  rules: InputRules;
  value: unknown;
  onChange: (value: unknown) => void;
  target: InputTarget;
  error?: string;
  /** Errors of table cells, keyed `{rowIndex}.{columnId}`. */
  cellErrors?: Record<string, string>;
  disabled?: boolean;
  /** Shown under the input when there is no error (help text, or why the field is locked). */
  helperText?: string;
}

export const messageOf = (props: Pick<FieldInputProps, 'error' | 'helperText'>) =>
  props.error ?? (props.helperText || undefined);

export const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
