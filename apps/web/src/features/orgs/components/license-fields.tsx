import {
  DURATION_UNITS,
  type LicenseInput,
  licenseEndDate,
  type licenseInputSchema,
  STORAGE_UNITS,
} from '@atrium/domain/licenses/licenses.ts';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FieldGrid, type FieldSpec } from '../../../ui/field-grid.tsx';
import { formatCalendarDate } from '../license-format.ts';
import { LicensePresets } from './license-presets.tsx';

export type LicenseForm = z.input<typeof licenseInputSchema>;
type LicenseControl = Control<LicenseForm, unknown, LicenseInput>;

const PAIR = { xs: 6, sm: 4 } as const;
const WHOLE_NUMBER = { htmlInput: { min: 1, step: 1, inputMode: 'numeric' } } as const;

const START: FieldSpec<LicenseForm>[] = [
  { name: 'startDate', label: 'Start Date', type: 'date', slotProps: { inputLabel: { shrink: true } } },
];
const DURATION: FieldSpec<LicenseForm>[] = [
  { name: 'durationValue', label: 'Duration', type: 'number', columns: PAIR, slotProps: WHOLE_NUMBER },
  { name: 'durationUnit', label: 'Unit', options: DURATION_UNITS, columns: PAIR },
];
const STORAGE: FieldSpec<LicenseForm>[] = [
  { name: 'storageLimit', label: 'Storage Limit', type: 'number', columns: PAIR, slotProps: WHOLE_NUMBER },
  { name: 'storageUnit', label: 'Storage Unit', options: STORAGE_UNITS, columns: PAIR },
];

/** The end date as the server will compute it, while the form is filled in. */
function useEndDatePreview(control: LicenseControl) {
  const [startDate, durationValue, durationUnit] = useWatch({
    control,
    name: ['startDate', 'durationValue', 'durationUnit'],
  });
  const value = Number(durationValue);
  const valid =
    typeof startDate === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(startDate) &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= 100_000 &&
    DURATION_UNITS.includes(durationUnit as (typeof DURATION_UNITS)[number]);
  return valid ? licenseEndDate(startDate, value, durationUnit as (typeof DURATION_UNITS)[number]) : null;
}

interface LicenseFieldsProps {
  control: LicenseControl;
  setValue: UseFormSetValue<LicenseForm>;
}

/** Start, duration (or a preset) and storage limit; the end date follows live. Grid items of a container. */
export function LicenseFields({ control, setValue }: LicenseFieldsProps) {
  const endDate = useEndDatePreview(control);
  return (
    <>
      <FieldGrid control={control} fields={START} />
      <Grid size={12}>
        <LicensePresets
          control={control}
          onPick={(preset) => {
            setValue('durationValue', String(preset.value), { shouldValidate: true });
            setValue('durationUnit', preset.unit, { shouldValidate: true });
          }}
        />
      </Grid>
      <FieldGrid control={control} fields={DURATION} />
      <Grid size={{ xs: 12, sm: 4 }}>
        <Typography variant="body2" color="text.secondary">
          End Date
        </Typography>
        <Typography aria-live="polite" sx={{ fontWeight: 600 }} data-testid="license-end-date">
          {formatCalendarDate(endDate)}
        </Typography>
      </Grid>
      <FieldGrid control={control} fields={STORAGE} />
    </>
  );
}
