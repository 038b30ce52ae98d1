import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { changeFieldType } from '@atrium/domain/fields/field-rules.ts';
import { FIELD_TYPE_REGISTRY, FIELD_TYPES, type FieldType } from '@atrium/domain/fields/field-types.ts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SettingSwitch } from './setting-switch.tsx';

interface BasicSectionProps {
  value: FieldConfig;
  onChange: (next: FieldConfig) => void;
}

/** Label, type (a new type resets the type-specific settings) and the switches every type has. */
export function BasicSection({ value, onChange }: BasicSectionProps) {
  return (
    <>
      <TextField
        label="Label"
        required
        autoFocus
        value={value.label}
        onChange={(event) => onChange({ ...value, label: event.target.value })}
      />
      <TextField
        select
        label="Type"
        required
        value={value.type}
        onChange={(event) => onChange(changeFieldType(value, event.target.value as FieldType))}
      >
        {FIELD_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {FIELD_TYPE_REGISTRY[type].label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SettingSwitch
          label="Required"
          checked={value.required}
          onChange={(required) => onChange({ ...value, required })}
        />
        <SettingSwitch
          label="Read only"
          checked={value.strictReadOnly}
          onChange={(strictReadOnly) => onChange({ ...value, strictReadOnly })}
        />
        <SettingSwitch
          label="Allow copy value"
          checked={value.allowCopyValue}
          onChange={(allowCopyValue) => onChange({ ...value, allowCopyValue })}
        />
      </Box>
    </>
  );
}
