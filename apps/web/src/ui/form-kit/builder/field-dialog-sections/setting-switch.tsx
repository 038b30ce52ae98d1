import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

interface SettingSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One on/off property of a field, labelled so screen readers and tests find it by name. */
export function SettingSwitch({ label, checked, onChange }: SettingSwitchProps) {
  return (
    <FormControlLabel
      label={label}
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}
