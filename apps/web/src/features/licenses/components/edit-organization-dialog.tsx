import {
  type OrganizationDetails,
  type UpdateOrganization,
  updateOrganizationSchema,
} from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import { markFieldErrors } from '../../../ui/field-errors.ts';
import { OrganizationFields } from '../../orgs/components/organization-form-fields.tsx';
import { useUpdateOrganization } from '../api/licenses.api.ts';
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
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(updateOrganizationSchema),
    defaultValues: valuesOf(organization),
  });

  useEffect(() => {
    if (open) {
      reset(valuesOf(organization));
      setFormError(null);
    }
  }, [open, organization, reset]);

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
    <DialogFrame
      open={open}
      title="Edit Organization"
      onClose={onClose}
      width="md"
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <OrganizationFields mode="edit" control={control} />
        {formError && (
          <Grid size={12}>
            <Alert severity="error">{formError}</Alert>
          </Grid>
        )}
      </Grid>
    </DialogFrame>
  );
}
