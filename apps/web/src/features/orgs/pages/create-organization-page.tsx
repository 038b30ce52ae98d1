import { orgMessages } from '@atrium/domain/orgs/orgs.messages.ts';
import {
  type CreateOrganization,
  createOrganizationSchema,
  type Organization,
} from '@atrium/domain/orgs/orgs.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { markFieldErrors } from '../../../ui/field-errors.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useCreateOrganization } from '../api/organizations.api.ts';
import { LogoField } from '../components/logo-field.tsx';
import { OrganizationCreatedDialog } from '../components/organization-created-dialog.tsx';
import { OrganizationFields } from '../components/organization-form-fields.tsx';

const EMPTY: CreateOrganization = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  adminEmail: '',
  adminName: '',
  adminUsername: '',
  password: '',
  confirmPassword: '',
};

const FIELD_NAMES = Object.keys(EMPTY) as FieldPath<CreateOrganization>[];

/** Create New Organization (master admin): the organisation, its contact person and its first admin. */
export function CreateOrganizationPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(createOrganizationSchema),
    defaultValues: EMPTY,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<Organization | null>(null);
  const create = useCreateOrganization();

  const submit = handleSubmit(
    (values) => {
      setFormError(null);
      create.mutate(
        { values, logo },
        {
          onSuccess: ({ organization }) => setCreated(organization),
          onError: (error) => {
            const marked = markFieldErrors(error, setError, FIELD_NAMES);
            // A refusal about one field is shown under it; the form-level alert then only points there.
            setFormError(
              marked > 0 ? orgMessages.fixErrors : errorMessage(error, orgMessages.unexpectedCreate),
            );
          },
        },
      );
    },
    () => setFormError(orgMessages.fixErrors),
  );

  const startOver = () => {
    setCreated(null);
    setLogo(null);
    setFormError(null);
    reset(EMPTY);
  };

  return (
    <>
      <PageHeading
        title="Create New Organization"
        subtitle="The organisation, its contact person and its first admin."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Create New Organization">
          <Grid container spacing={2}>
            <OrganizationFields
              mode="create"
              control={control}
              logo={<LogoField file={logo} onChange={setLogo} />}
            />
            {formError && (
              <Grid size={12}>
                <Alert severity="error">{formError}</Alert>
              </Grid>
            )}
            {create.isPending && (
              <Grid size={12}>
                <LinearProgress aria-label="Creating organization" />
              </Grid>
            )}
            <Grid size={12}>
              <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
                {create.isPending ? 'Creating Organization…' : 'Create Organization'}
              </Button>
            </Grid>
          </Grid>
        </Box>
      </Paper>
      <OrganizationCreatedDialog
        organization={created}
        onCreateAnother={startOver}
        onClose={() => {
          startOver();
          void navigate(paths.masterHome);
        }}
      />
    </>
  );
}
