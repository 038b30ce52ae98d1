import {
  type OrganizationDetails,
  type UpdateOrganization,
  updateOrganizationSchema,
} from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../app/api-client.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useUpdateOrganization } from '../api/licenses.api.ts';
import { useLicenseResult } from '../license-result.ts';

const FIELDS: FieldPath<UpdateOrganization>[] = [
  'name',
  'contactName',
  'contactEmail',
  'contactPhone',
  'adminName',
  'adminEmail',
  'adminPassword',
];

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

interface EditOrganizationDialogProps {
  organization: OrganizationDetails;
  open: boolean;
  onClose: () => void;
}

const half = { xs: 12, sm: 6 } as const;

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
        const fields = isApiError(error) ? (error.fields ?? {}) : {};
        for (const [name, message] of Object.entries(fields)) {
          const field = FIELDS.find((candidate) => candidate === name);
          if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        setFormError(errorMessage(error, m.orgUpdateFailed));
      },
    });
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="edit-org-title" fullWidth maxWidth="md">
      <DialogTitle id="edit-org-title">Edit Organization</DialogTitle>
      <DialogContent>
        <Grid
          component="form"
          id="edit-org-form"
          noValidate
          onSubmit={submit}
          container
          spacing={2}
          sx={{ pt: 1 }}
        >
          <Grid size={12}>
            <FormTextField control={control} name="name" label="Organization Name" />
          </Grid>
          <Grid size={12}>
            <Typography component="h3" variant="h3">
              Contact Person
            </Typography>
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="contactName" label="Contact Person Name" />
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="contactEmail" label="Contact Email" type="email" />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="contactPhone"
              label="Contact Phone"
              type="tel"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={12}>
            <Typography component="h3" variant="h3">
              Admin Credentials
            </Typography>
          </Grid>
          <Grid size={half}>
            <FormTextField control={control} name="adminName" label="Admin Name" autoComplete="off" />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="adminEmail"
              label="Admin Email"
              type="email"
              autoComplete="off"
            />
          </Grid>
          <Grid size={half}>
            <PasswordField
              control={control}
              name="adminPassword"
              label="New Admin Password"
              autoComplete="new-password"
              helperText="Leave blank to keep the current password. A new one signs the admin out everywhere."
            />
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
        <Button type="submit" form="edit-org-form" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
