import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { type FieldInputProps, messageOf } from './field-input-props.ts';

/** Label, body and message of an input that is not a single text box (rich text, JSON, tables, files). */
export function FieldGroup(props: FieldInputProps & { children: ReactNode; component?: 'fieldset' | 'div' }) {
  const message = messageOf(props);
  return (
    <FormControl
      component={props.component ?? 'div'}
      fullWidth
      error={Boolean(props.error)}
      disabled={props.disabled}
      sx={{ minWidth: 0 }}
    >
      <FormLabel
        id={`${props.id}-label`}
        component={props.component === 'fieldset' ? 'legend' : 'label'}
        required={props.rules.required}
        sx={{ mb: 0.5 }}
      >
        {props.label}
      </FormLabel>
      {props.children}
      {message && <FormHelperText id={`${props.id}-message`}>{message}</FormHelperText>}
    </FormControl>
  );
}
