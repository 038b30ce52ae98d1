import { PAGE_ERROR_MS, SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { mayManageUserGroups } from '@atrium/domain/user-groups/user-group-permissions.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import { createUserGroupSchema } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTimedMessage } from '../../../ui/use-timed-message.ts';
import { useCreateUserGroup } from '../api/user-groups.api.ts';
import { UserGroupInfoFields } from '../components/user-group-info-fields.tsx';
import { UserPicker } from '../components/user-picker.tsx';

/** Create User Group: a name, a description and at least one member; then back to Manage User Groups. */
export function CreateUserGroupPage() {
  const { actor } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateUserGroup();
  const [formError, showFormError] = useTimedMessage(PAGE_ERROR_MS);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(createUserGroupSchema),
    defaultValues: { name: '', description: '', users: [] as string[] },
  });

  const submit = handleSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: SNACKBAR_MS });
          void navigate(paths.manageUserGroups);
        },
        onError: (error) => {
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          if (fields.name) setError('name', { type: 'server', message: fields.name }, { shouldFocus: true });
          if (fields.users) setError('users', { type: 'server', message: fields.users });
          showFormError(errorMessage(error, m.createFailed));
        },
      }),
    () => showFormError(m.fillAllFields),
  );

  if (!mayManageUserGroups(actor)) {
    return (
      <>
        <PageHeading title="Create User Group" />
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={paths.manageUserGroups} color="inherit" size="small">
              View groups
            </Button>
          }
        >
          {m.noManagePermission}
        </Alert>
      </>
    );
  }

  // The one spec message covers every missing part, so fields are only marked, not captioned, unless the
  // server named a field.
  const caption = (message: string | undefined) => (message === m.fillAllFields ? undefined : message);

  return (
    <>
      <PageHeading title="Create User Group" subtitle="Name the group, describe it and choose its users." />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={submit} aria-label="Create User Group">
          <Stack spacing={2}>
            <UserGroupInfoFields control={control} descriptionRequired quietMessage={m.fillAllFields} />
            <Controller
              control={control}
              name="users"
              render={({ field, fieldState }) => (
                <UserPicker
                  value={field.value}
                  onChange={field.onChange}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={caption(fieldState.error?.message)}
                />
              )}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
            {create.isPending && <LinearProgress aria-label="Creating user group" />}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                Create
              </Button>
              <Button component={RouterLink} to={paths.manageUserGroups}>
                Cancel
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </>
  );
}
