import { isEmptyValue } from '@atrium/domain/entries/entry-value-checks.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import type { FieldType } from '@atrium/domain/fields/field-types.ts';
import { useId } from 'react';
import { fieldInputFor } from '../../inputs/field-input-registry.tsx';
import type { ValueSettings } from './value-settings.ts';

interface DefaultValueInputProps {
  type: FieldType;
  settings: ValueSettings;
  onChange: (value: FieldConfig['defaultValue']) => void;
}

/** What the input gives, as a default value: nothing when empty, numbers as numbers. */
function defaultOf(type: FieldType, value: unknown): FieldConfig['defaultValue'] {
  if (isEmptyValue({ type }, value) && typeof value !== 'boolean') return null;
  if (type === 'number' && typeof value === 'string' && Number.isFinite(Number(value))) return Number(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return Array.isArray(value) ? value.map(String) : null;
}

/** The default value, entered with the field's own input; files, tables and foreign-key choices have none. */
export function DefaultValueInput({ type, settings, onChange }: DefaultValueInputProps) {
  const id = useId();
  if (type === 'file' || type === 'table' || settings.options?.kind === 'foreignKey') return null;
  const Input = fieldInputFor(type);
  return (
    <Input
      id={id}
      label="Default Value"
      rules={{ ...settings, type, required: false }}
      value={initialValue({ type, defaultValue: settings.defaultValue })}
      onChange={(next) => onChange(defaultOf(type, next))}
      target={{ formId: '', fieldId: '' }}
    />
  );
}
