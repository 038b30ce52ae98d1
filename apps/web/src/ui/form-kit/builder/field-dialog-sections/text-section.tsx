import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DefaultValueInput } from './default-value-input.tsx';
import type { SectionProps, ValueSettings } from './value-settings.ts';

/** Placeholder, help text and default value. */
export function TextSection<T extends ValueSettings>({ value, type, onChange }: SectionProps<T>) {
  return (
    <Stack spacing={2}>
      {FIELD_TYPE_REGISTRY[type].supportsPlaceholder && (
        <TextField
          label="Placeholder"
          value={value.placeholder}
          onChange={(event) => onChange({ ...value, placeholder: event.target.value })}
        />
      )}
      <TextField
        label="Help Text"
        value={value.helpText}
        onChange={(event) => onChange({ ...value, helpText: event.target.value })}
      />
      <DefaultValueInput
        type={type}
        settings={value}
        onChange={(defaultValue) => onChange({ ...value, defaultValue })}
      />
    </Stack>
  );
}
