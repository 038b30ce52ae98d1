import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactElement } from 'react';
import { type FieldInputProps, messageOf } from './field-input-props.ts';

function BooleanInput(props: FieldInputProps & { control: ReactElement }) {
  const message = messageOf(props);
  return (
    <FormControl error={Boolean(props.error)} disabled={props.disabled}>
      <FormControlLabel
        control={props.control}
        label={props.rules.required ? `${props.label} *` : props.label}
      />
      {message && <FormHelperText id={`${props.id}-message`}>{message}</FormHelperText>}
    </FormControl>
  );
}

export function CheckboxInput(props: FieldInputProps) {
  return (
    <BooleanInput
      {...props}
      control={
        <Checkbox
          id={props.id}
          checked={props.value === true}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      }
    />
  );
}

export function ToggleInput(props: FieldInputProps) {
  return (
    <BooleanInput
      {...props}
      control={
        <Switch
          id={props.id}
          checked={props.value === true}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      }
    />
  );
}
