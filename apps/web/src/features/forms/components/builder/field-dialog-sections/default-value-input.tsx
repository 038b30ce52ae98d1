import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FieldType } from '@atrium/domain/fields/field-types.ts';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SettingSwitch } from './setting-switch.tsx';

interface DefaultValueInputProps {
  type: FieldType;
  value: FieldConfig['defaultValue'];
  options: FieldConfig['options'];
  onChange: (value: FieldConfig['defaultValue']) => void;
}

const INPUT_TYPE: Partial<Record<FieldType, string>> = {
  number: 'number',
  date: 'date',
  datetime: 'datetime-local',
};

/** The default value, entered the way the field itself takes values; files and tables have none. */
export function DefaultValueInput({ type, value, options, onChange }: DefaultValueInputProps) {
  const label = 'Default Value';
  if (type === 'file' || type === 'table') return null;
  if (type === 'checkbox' || type === 'toggle') {
    return <SettingSwitch label={label} checked={value === true} onChange={onChange} />;
  }
  const customValues = options?.kind === 'custom' ? options.values : null;
  if (type === 'multiselect' && customValues) {
    return (
      <Autocomplete
        multiple
        options={customValues}
        value={Array.isArray(value) ? value.filter((v) => customValues.includes(v)) : []}
        onChange={(_event, next) => onChange(next.length > 0 ? next : null)}
        renderInput={(params) => <TextField {...params} label={label} />}
      />
    );
  }
  if ((type === 'select' || type === 'radio') && customValues) {
    const chosen = typeof value === 'string' && customValues.includes(value) ? value : '';
    return (
      <TextField
        select
        label={label}
        value={chosen}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {customValues.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (type === 'select' || type === 'radio' || type === 'multiselect') return null;
  const inputType = INPUT_TYPE[type] ?? 'text';
  return (
    <TextField
      label={label}
      type={inputType}
      value={value === null || typeof value === 'boolean' || Array.isArray(value) ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value;
        if (text === '') return onChange(null);
        onChange(type === 'number' && Number.isFinite(Number(text)) ? Number(text) : text);
      }}
      multiline={type === 'textarea' || type === 'json' || type === 'richtext'}
      minRows={type === 'json' ? 3 : undefined}
      slotProps={inputType === 'text' ? undefined : { inputLabel: { shrink: true } }}
    />
  );
}
