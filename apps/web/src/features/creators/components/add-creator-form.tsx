import {
  type CreateCreator,
  createCreatorSchema,
  creatorMessages,
} from '@atrium/domain/creators/creators.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../app/api-client.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useCreateCreator } from '../api/creators.api.ts';

const EMPTY: CreateCreator = { name: '', email: '', password: '' };
const FIELD_NAMES = Object.keys(EMPTY) as FieldPath<CreateCreator>[];

/** Adds a creator account; the creator then signs in on /login/creator-login. */
export function AddCreatorForm() {
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(createCreatorSchema),
    defaultValues: EMPTY,
  });
  const create = useCreateCreator();
  const [formAlert, setFormAlert] = useState<string | null>(null);

  const submit = handleSubmit((values) => {
    setFormAlert(null);
    create.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        enqueueSnackbar(creatorMessages.created, { variant: 'success', autoHideDuration: 4000 });
      },
      onError: (error) => {
        let marked = 0;
        for (const [name, message] of Object.entries(isApiError(error) ? (error.fields ?? {}) : {})) {
          const field = FIELD_NAMES.find((candidate) => candidate === name);
          if (!field) continue;
          setError(field, { type: 'server', message });
          marked += 1;
        }
        setFormAlert(marked > 0 ? null : errorMessage(error));
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="add-creator-heading" sx={{ mb: 3 }}>
      <Typography id="add-creator-heading" component="h3" variant="h3" sx={{ mb: 2 }}>
        Add Creator
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="name" label="Name" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <PasswordField control={control} name="password" label="Password" autoComplete="new-password" />
        </Grid>
        {formAlert && (
          <Grid size={12}>
            <Alert severity="error">{formAlert}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Adding Creator…' : 'Add Creator'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
