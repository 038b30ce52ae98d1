import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type FieldInputProps, messageOf } from './field-input-props.ts';

function BooleanInput(props: FieldInputProps & { Control: typeof Checkbox | typeof Switch }) {
  const { Control } = props;
  const message = messageOf(props);
  return (
    <FormControl error={Boolean(props.error)} disabled={props.disabled}>
      <FormControlLabel
        control={
          <Control
            id={props.id}
            checked={props.value === true}
            onChange={(event) => props.onChange(event.target.checked)}
          />
        }
        label={props.rules.required ? `${props.label} *` : props.label}
      />
      {message && <FormHelperText id={`${props.id}-message`}>{message}</FormHelperText>}
    </FormControl>
  );
}

export const CheckboxInput = (props: FieldInputProps) => <BooleanInput {...props} Control={Checkbox} />;
export const ToggleInput = (props: FieldInputProps) => <BooleanInput {...props} Control={Switch} />;
