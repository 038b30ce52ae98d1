import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { type FieldInputProps, messageOf, textOf } from './field-input-props.ts';

function BaseText(props: FieldInputProps & { extra?: Partial<TextFieldProps> }) {
  const { id, label, rules, value, onChange, error, disabled, extra } = props;
  return (
    <TextField
      id={id}
      fullWidth
      label={label}
      required={rules.required}
      placeholder={rules.placeholder || undefined}
      value={textOf(value)}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={messageOf(props)}
      disabled={disabled}
      {...extra}
    />
  );
}

export function TextInput(props: FieldInputProps) {
  return <BaseText {...props} />;
}

export function TextareaInput(props: FieldInputProps) {
  return <BaseText {...props} extra={{ multiline: true, rows: 4 }} />;
}

export function EmailInput(props: FieldInputProps) {
  return <BaseText {...props} extra={{ type: 'email' }} />;
}

/** Kept as typed text: the shared validation turns it into a number or says 'Invalid number'. */
export function NumberInput(props: FieldInputProps) {
  return <BaseText {...props} extra={{ type: 'number', slotProps: { htmlInput: { step: 'any' } } }} />;
}

export function PasswordInput(props: FieldInputProps) {
  const [visible, setVisible] = useState(false);
  const name = props.label || 'password';
  return (
    <BaseText
      {...props}
      extra={{
        type: visible ? 'text' : 'password',
        autoComplete: 'new-password',
        slotProps: {
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={visible ? `Hide ${name}` : `Show ${name}`}
                  onClick={() => setVisible((shown) => !shown)}
                  disabled={props.disabled}
                  edge="end"
                >
                  {visible ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        },
      }}
    />
  );
}
