import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { rulesOfField } from '../field-inputs/field-input-props.ts';
import { fieldInputFor } from '../field-inputs/field-input-registry.tsx';

interface EntryFieldInputProps {
  formId: string;
  field: FieldConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Every error of the entry: the field's own and its table cells' (`fieldId.row.column`). */
  errors: Record<string, string>;
  disabled: boolean;
  helperText?: string;
}

/** Table cells' errors come keyed `fieldId.row.column`; the table input wants `row.column`. */
function cellErrorsOf(fieldId: string, errors: Record<string, string>): Record<string, string> {
  const prefix = `${fieldId}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** One field of the edit dialog, with the same input the data-entry screen uses for its type. */
export function EntryFieldInput({
  formId,
  field,
  value,
  onChange,
  errors,
  disabled,
  helperText,
}: EntryFieldInputProps) {
  const Input = fieldInputFor(field.type);
  return (
    <Input
      id={`edit-${field.id}`}
      label={field.label}
      rules={rulesOfField(field)}
      value={value}
      onChange={onChange}
      target={{ formId, fieldId: field.id }}
      error={errors[field.id]}
      cellErrors={field.type === 'table' ? cellErrorsOf(field.id, errors) : undefined}
      helperText={helperText}
      disabled={disabled}
    />
  );
}
