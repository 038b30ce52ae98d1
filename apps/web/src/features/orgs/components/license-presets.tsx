import {
  type DurationUnit,
  LICENSE_PRESETS,
  type licenseInputSchema,
} from '@atrium/domain/licenses/licenses.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';

type LicenseForm = z.input<typeof licenseInputSchema>;
type Preset = (typeof LICENSE_PRESETS)[number];

interface LicensePresetsProps {
  control: Control<LicenseForm, unknown, z.output<typeof licenseInputSchema>>;
  onPick: (preset: { value: number; unit: DurationUnit }) => void;
}

/** 30 days … 3 years: each sets the duration value and unit; the one matching the form is highlighted. */
export function LicensePresets({ control, onPick }: LicensePresetsProps) {
  const [value, unit] = useWatch({ control, name: ['durationValue', 'durationUnit'] });
  const matches = (preset: Preset) => Number(value) === preset.value && unit === preset.unit;
  return (
    <Box role="group" aria-labelledby="license-presets-label">
      <Typography id="license-presets-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Presets
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {LICENSE_PRESETS.map((preset) => (
          <Chip
            key={preset.label}
            label={preset.label}
            color={matches(preset) ? 'primary' : 'default'}
            variant={matches(preset) ? 'filled' : 'outlined'}
            aria-pressed={matches(preset)}
            onClick={() => onPick(preset)}
          />
        ))}
      </Box>
    </Box>
  );
}
