import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

interface BulkValueInputProps {
  field: FieldConfig;
  value: unknown;
  onChange: (value: unknown) => void;
}

const customOptions = (field: FieldConfig) =>
  field.options?.kind === 'custom' ? field.options.values.filter(Boolean) : [];

/** The new value, entered the way the field's type asks for it (forms spec §5 'bulk update'). */
export function BulkValueInput({ field, value, onChange }: BulkValueInputProps) {
  const label = `New value of ${field.label}`;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const options = customOptions(field);
  switch (field.type) {
    case 'checkbox':
      return (
        <FormControlLabel
          control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={label}
        />
      );
    case 'toggle':
      return (
        <FormControlLabel
          control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
          label={label}
        />
      );
    case 'number':
      return (
        <TextField
          type="number"
          fullWidth
          label={label}
          value={text}
          onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <TextField
          type={field.type === 'date' ? 'date' : 'datetime-local'}
          fullWidth
          label={label}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'radio':
      if (options.length > 0)
        return (
          <RadioGroup aria-label={label} value={text} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
          </RadioGroup>
        );
      break;
    case 'select':
    case 'multiselect': {
      if (options.length === 0) break;
      const many = field.type === 'multiselect';
      return (
        <TextField
          select
          fullWidth
          label={label}
          value={many ? (Array.isArray(value) ? value : []) : text}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ select: { multiple: many } }}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    default:
      break;
  }
  return (
    <TextField
      fullWidth
      multiline={field.type === 'textarea'}
      label={label}
      value={text}
      onChange={(event) =>
        onChange(
          field.type === 'multiselect'
            ? event.target.value.split(',').map((item) => item.trim())
            : event.target.value,
        )
      }
    />
  );
}
