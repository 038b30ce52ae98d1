import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';

export interface SettingSwitchProps {
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

type FlagKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

/** A switch bound to one true/false property of the settings being edited. */
export const flagOf =
  <T,>(value: T, onChange: (next: T) => void) =>
  (label: string, key: FlagKey<T>): SettingSwitchProps => ({
    label,
    checked: value[key] as boolean,
    onChange: (on) => onChange({ ...value, [key]: on }),
  });

/** Several on/off properties side by side, wrapping on narrow screens. */
export function SettingSwitches({ switches }: { switches: SettingSwitchProps[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {switches.map((item) => (
        <SettingSwitch key={item.label} {...item} />
      ))}
    </Box>
  );
}

/** A switch that, when on, shows the settings it enables under it. */
export function SwitchedSettings({ children, ...toggle }: SettingSwitchProps & { children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <SettingSwitch {...toggle} />
      {toggle.checked && children}
    </Stack>
  );
}
