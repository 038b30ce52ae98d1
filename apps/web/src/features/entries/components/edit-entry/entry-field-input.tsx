import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import TextField from '@mui/material/TextField';

interface EntryFieldInputProps {
  formId: string;
  field: FieldConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  disabled: boolean;
  helperText?: string;
}

const textOf = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** One field of the edit dialog. Stand-in text box until the shared field inputs' registry lands. */
export function EntryFieldInput({
  formId,
  field,
  value,
  onChange,
  error,
  disabled,
  helperText,
}: EntryFieldInputProps) {
  void formId;
  return (
    <TextField
      id={`edit-${field.id}`}
      fullWidth
      label={field.label}
      required={field.required}
      value={textOf(value)}
      onChange={(event) =>
        onChange(field.type === 'number' ? Number(event.target.value) : event.target.value)
      }
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
    />
  );
}
