import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { memo, useId } from 'react';

const INPUT_TYPE: Record<string, string> = {
  password: 'password',
  number: 'number',
  date: 'date',
  datetime: 'datetime-local',
};
const ROWS: Record<string, number> = { textarea: 4, richtext: 4, json: 6 };

/** One field drawn as data entry will show it, disabled; memoised so typing in the dialog redraws only it. */
export const FieldPreview = memo(function FieldPreview({ field }: { field: FieldConfig }) {
  const id = useId();
  const label = field.label || 'Untitled field';
  const help = field.helpText || undefined;
  const values = field.options?.kind === 'custom' ? field.options.values : [];
  switch (field.type) {
    case 'checkbox':
    case 'toggle':
      return (
        <FormControl disabled>
          <FormControlLabel
            label={label}
            control={
              field.type === 'toggle' ? (
                <Switch checked={field.defaultValue === true} />
              ) : (
                <Checkbox checked={field.defaultValue === true} />
              )
            }
          />
          {help && <FormHelperText>{help}</FormHelperText>}
        </FormControl>
      );
    case 'radio':
      return (
        <FormControl disabled>
          <FormLabel id={id}>{label}</FormLabel>
          <RadioGroup
            aria-labelledby={id}
            value={typeof field.defaultValue === 'string' ? field.defaultValue : ''}
          >
            {values.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
            ))}
          </RadioGroup>
          {help && <FormHelperText>{help}</FormHelperText>}
        </FormControl>
      );
    case 'select':
    case 'multiselect': {
      const multiple = field.type === 'multiselect' || field.multiple;
      const initial = field.defaultValue ?? (multiple ? [] : '');
      return (
        <TextField
          select
          disabled
          label={label}
          required={field.required}
          helperText={field.options?.kind === 'foreignKey' ? 'Values from another form' : help}
          value={multiple ? (Array.isArray(initial) ? initial : []) : String(initial)}
          slotProps={{ select: { multiple } }}
        >
          {values.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'table':
      return (
        <FormControl disabled>
          <FormLabel>{label}</FormLabel>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} aria-label={`${label} columns`}>
            {field.columns.map((column) => (
              <Box
                key={column.id}
                sx={{ border: 1, borderColor: 'divider', px: 1, py: 0.5, typography: 'body2' }}
              >
                {column.header}
              </Box>
            ))}
          </Box>
          {help && <FormHelperText>{help}</FormHelperText>}
        </FormControl>
      );
    case 'file':
      return (
        <FormControl disabled>
          <FormLabel>{label}</FormLabel>
          <Box>
            <Button disabled variant="outlined" startIcon={<UploadFileIcon />} sx={{ mt: 0.5 }}>
              Upload {field.multiple ? 'files' : 'file'}
            </Button>
          </Box>
          <FormHelperText>
            {help ?? (field.accept.length > 0 ? field.accept.join(', ') : FIELD_TYPE_REGISTRY.file.label)}
          </FormHelperText>
        </FormControl>
      );
    default:
      return (
        <TextField
          disabled
          label={label}
          required={field.required}
          type={INPUT_TYPE[field.type] ?? 'text'}
          placeholder={field.placeholder || undefined}
          helperText={help}
          multiline={field.type in ROWS}
          rows={ROWS[field.type]}
          value={
            typeof field.defaultValue === 'string' || typeof field.defaultValue === 'number'
              ? field.defaultValue
              : ''
          }
          slotProps={
            field.type in INPUT_TYPE && field.type !== 'password'
              ? { inputLabel: { shrink: true } }
              : undefined
          }
        />
      );
  }
});
