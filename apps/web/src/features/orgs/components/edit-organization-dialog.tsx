import {
  type OrganizationDetails,
  type UpdateOrganization,
  updateOrganizationSchema,
} from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { markFieldErrors } from '../../../ui/field-errors.ts';
import { FormDialog, useFormDialogReset } from '../../../ui/form-dialog.tsx';
import { useUpdateOrganization } from '../api/licenses.api.ts';
import { OrganizationFields } from '../components/organization-form-fields.tsx';
import { useLicenseResult } from '../license-result.ts';

function valuesOf(org: OrganizationDetails): UpdateOrganization {
  return {
    name: org.name,
    contactName: org.contactName,
    contactEmail: org.contactEmail,
    contactPhone: org.contactPhone,
    adminName: org.adminName ?? '',
    adminEmail: org.adminEmail ?? '',
    adminPassword: '',
  };
}

const FIELDS = Object.keys(updateOrganizationSchema.shape) as FieldPath<UpdateOrganization>[];

interface EditOrganizationDialogProps {
  organization: OrganizationDetails;
  open: boolean;
  onClose: () => void;
}

/** Edits the organisation, its contact person and its first admin's name, email and password. */
export function EditOrganizationDialog({ organization, open, onClose }: EditOrganizationDialogProps) {
  const update = useUpdateOrganization(organization.id);
  const showResult = useLicenseResult();
  const values = useMemo(() => valuesOf(organization), [organization]);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(updateOrganizationSchema),
    defaultValues: values,
  });
  const [formError, setFormError] = useFormDialogReset(open, reset, values);

  const submit = handleSubmit((values) => {
    setFormError(null);
    update.mutate(values, {
      onSuccess: ({ message }) => {
        showResult(message);
        onClose();
      },
      onError: (error) => {
        markFieldErrors(error, setError, FIELDS);
        setFormError(errorMessage(error, m.orgUpdateFailed));
      },
    });
  });

  return (
    <FormDialog
      open={open}
      title="Edit Organization"
      onClose={onClose}
      width="md"
      onSubmit={submit}
      submitLabel="Save"
      pending={update.isPending}
      error={formError}
    >
      <OrganizationFields mode="edit" control={control} />
    </FormDialog>
  );
}
