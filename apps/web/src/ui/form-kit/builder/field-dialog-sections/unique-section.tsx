import { setUnique } from '@atrium/domain/fields/field-rules.ts';
import Box from '@mui/material/Box';
import { SettingSwitch } from './setting-switch.tsx';
import type { SectionProps, ValueSettings } from './value-settings.ts';

/** The two unique options; choosing one clears the other. */
export function UniqueSection<T extends ValueSettings>({ value, onChange }: SectionProps<T>) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      <SettingSwitch
        label="Unique (case-sensitive)"
        checked={value.uniqueWithCase}
        onChange={(on) => onChange(setUnique(value, 'uniqueWithCase', on))}
      />
      <SettingSwitch
        label="Unique (ignore case)"
        checked={value.uniqueWithoutCase}
        onChange={(on) => onChange(setUnique(value, 'uniqueWithoutCase', on))}
      />
    </Box>
  );
}
