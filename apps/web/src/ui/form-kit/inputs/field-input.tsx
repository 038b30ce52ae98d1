import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { rulesOfField } from './field-input-props.ts';
import { fieldInputFor } from './field-input-registry.tsx';

export interface FieldInputOfFieldProps {
  /** DOM id of the input; labels and messages hang off it. */
  id: string;
  field: FieldConfig;
  /** The form the value belongs to; options and uploads are asked for by it. */
  formId: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Every error of the entry: the field's own and its table cells' (`fieldId.row.column`). */
  errors?: Record<string, string>;
  /** The field's label unless another is given (e.g. 'New value of Colour'). */
  label?: string;
  helperText?: string;
  disabled?: boolean;
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

/** The input of a field's type, given the field itself: what every screen that enters a value shows. */
export function FieldInput({
  id,
  field,
  formId,
  value,
  onChange,
  errors,
  label,
  ...rest
}: FieldInputOfFieldProps) {
  const Input = fieldInputFor(field.type);
  return (
    <Input
      id={id}
      label={label ?? field.label}
      rules={rulesOfField(field)}
      value={value}
      onChange={onChange}
      target={{ formId, fieldId: field.id }}
      error={errors?.[field.id]}
      cellErrors={field.type === 'table' && errors ? cellErrorsOf(field.id, errors) : undefined}
      {...rest}
    />
  );
}
