import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { type License, type LicenseInput, licenseInputSchema } from '@atrium/domain/licenses/licenses.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { FormDialog, useFormDialogReset } from '../../../ui/form-dialog.tsx';
import { useSaveLicense } from '../api/licenses.api.ts';
import { todayIso } from '../license-format.ts';
import { useLicenseResult } from '../license-result.ts';
import { LicenseFields, type LicenseForm } from './license-fields.tsx';

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

interface LicenseDialogProps {
  orgId: string;
  open: boolean;
  /** The license to edit; null adds a new one. */
  license: License | null;
  onClose: () => void;
}

/** Add or edit a license. */
export function LicenseDialog({ orgId, open, license, onClose }: LicenseDialogProps) {
  const save = useSaveLicense(orgId);
  const showResult = useLicenseResult();
  const values = useMemo(() => valuesOf(license), [license]);
  const { control, handleSubmit, reset, setValue } = useForm<LicenseForm, unknown, LicenseInput>({
    resolver: zodResolver(licenseInputSchema),
    defaultValues: values,
  });
  const [formError, setFormError] = useFormDialogReset(open, reset, values);

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

  return (
    <FormDialog
      open={open}
      title={license ? 'Edit License' : 'Add License'}
      onClose={onClose}
      width="sm"
      onSubmit={submit}
      submitLabel={license ? 'Save License' : 'Add License'}
      pending={save.isPending}
      error={formError}
    >
      <LicenseFields control={control} setValue={setValue} />
    </FormDialog>
  );
}
