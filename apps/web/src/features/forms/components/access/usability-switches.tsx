import type { FormUsability } from '@atrium/domain/forms/forms.schemas.ts';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const SWITCHES: ReadonlyArray<{ key: keyof FormUsability; label: string }> = [
  { key: 'formDataCreate', label: 'Allow entering data' },
  { key: 'formDataRead', label: 'Allow viewing data' },
  { key: 'formDataUpdate', label: 'Allow updating data' },
  { key: 'formDataDelete', label: 'Allow trashing and deleting data' },
];

interface UsabilitySwitchesProps {
  value: FormUsability;
  onChange: (value: FormUsability) => void;
  disabled?: boolean;
}

/** Form-wide switches: one turned off stops that action for everyone, admins included. */
export function UsabilitySwitches({ value, onChange, disabled }: UsabilitySwitchesProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Turning a switch off stops that action for everyone, whatever their rights.
      </Typography>
      <FormGroup>
        {SWITCHES.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            disabled={disabled}
            control={
              <Switch
                checked={value[key]}
                onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
    </>
  );
}
