import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import {
  DURATION_UNITS,
  type License,
  type LicenseInput,
  licenseEndDate,
  licenseInputSchema,
  STORAGE_UNITS,
} from '@atrium/domain/licenses/licenses.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../app/api-client.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useSaveLicense } from '../api/licenses.api.ts';
import { formatCalendarDate, todayIso } from '../license-format.ts';
import { useLicenseResult } from '../license-result.ts';
import { LicensePresets } from './license-presets.tsx';

type LicenseForm = z.input<typeof licenseInputSchema>;

function valuesOf(license: License | null): LicenseForm {
  if (!license) {
    return {
      startDate: todayIso(),
      durationValue: '1',
      durationUnit: 'years',
      storageLimit: '',
      storageUnit: 'GB',
    };
  }
  return {
    startDate: license.startDate,
    durationValue: String(license.durationValue),
    durationUnit: license.durationUnit,
    storageLimit: String(license.storageLimit),
    storageUnit: license.storageUnit,
  };
}

/** The end date as the server will compute it, while the form is filled in. */
function useEndDatePreview(
  control: ReturnType<typeof useForm<LicenseForm, unknown, LicenseInput>>['control'],
) {
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

interface LicenseDialogProps {
  orgId: string;
  open: boolean;
  /** The license to edit; null adds a new one. */
  license: License | null;
  onClose: () => void;
}

const third = { xs: 12, sm: 4 } as const;

/** Add or edit a license: start, duration (or a preset), storage limit; the end date follows live. */
export function LicenseDialog({ orgId, open, license, onClose }: LicenseDialogProps) {
  const save = useSaveLicense(orgId);
  const showResult = useLicenseResult();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setValue } = useForm<LicenseForm, unknown, LicenseInput>({
    resolver: zodResolver(licenseInputSchema),
    defaultValues: valuesOf(license),
  });
  const endDate = useEndDatePreview(control);

  useEffect(() => {
    if (open) {
      reset(valuesOf(license));
      setFormError(null);
    }
  }, [open, license, reset]);

  const submit = handleSubmit(
    (body) => {
      setFormError(null);
      save.mutate(
        { licenseId: license?.id ?? null, body },
        {
          onSuccess: ({ message }) => {
            showResult(message);
            onClose();
          },
          onError: (error) => setFormError(errorMessage(error, m.saveFailed)),
        },
      );
    },
    () => setFormError(m.fillRequired),
  );

  const title = license ? 'Edit License' : 'Add License';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="license-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="license-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Grid
          component="form"
          id="license-form"
          noValidate
          onSubmit={submit}
          container
          spacing={2}
          sx={{ pt: 1 }}
        >
          <Grid size={12}>
            <FormTextField
              control={control}
              name="startDate"
              label="Start Date"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={12}>
            <LicensePresets
              control={control}
              onPick={(preset) => {
                setValue('durationValue', String(preset.value), { shouldValidate: true });
                setValue('durationUnit', preset.unit, { shouldValidate: true });
              }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField
              control={control}
              name="durationValue"
              label="Duration"
              type="number"
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField control={control} name="durationUnit" label="Unit" select>
              {DURATION_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {unit}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={third}>
            <Typography variant="body2" color="text.secondary">
              End Date
            </Typography>
            <Typography aria-live="polite" sx={{ fontWeight: 600 }} data-testid="license-end-date">
              {formatCalendarDate(endDate)}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField
              control={control}
              name="storageLimit"
              label="Storage Limit"
              type="number"
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <FormTextField control={control} name="storageUnit" label="Storage Unit" select>
              {STORAGE_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {unit}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          {formError && (
            <Grid size={12}>
              <Alert severity="error">{formError}</Alert>
            </Grid>
          )}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="license-form" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : license ? 'Save License' : 'Add License'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
