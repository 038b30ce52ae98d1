import { type AccessEntry, appsMessages } from '@atrium/domain/access/access.schemas.ts';
import { accessProblem, assignableApps } from '@atrium/domain/access/access-assignment.ts';
import { hasPermission } from '@atrium/domain/access/permissions.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import { type UserDetails, userDetailsSchema } from '@atrium/domain/users/users.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { useApps } from '../../../app/session/apps.api.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { AccessEditor } from '../../../ui/access-editor.tsx';
import { markFieldErrors } from '../../../ui/field-errors.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { UserInfoFields } from '../../../ui/user-info-fields.tsx';
import { useCreateUser } from '../api/users.api.ts';
import { ConfirmCreateDialog } from '../components/confirm-create-dialog.tsx';

const EMPTY: UserDetails = {
  name: '',
  username: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(EMPTY) as FieldPath<UserDetails>[];
const STEPS = ['User Details', 'Assign App access and roles'] as const;

/** Create New User: details, then apps and roles, then 'Confirm Create User' (platform §2). */
export function CreateUserPage() {
  const { actor } = useSession();
  if (!hasPermission(actor, 'manage-user:edit_all')) {
    return (
      <>
        <PageHeading title="Create New User" />
        <Alert severity="warning">{userMessages.noCreatePermission}</Alert>
      </>
    );
  }
  return <CreateUserWizard mayAssign={hasPermission(actor, 'manage-user:assign_app_access')} />;
}

function CreateUserWizard({ mayAssign }: { mayAssign: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const apps = useApps();
  const offered = useMemo(() => assignableApps(apps.data ?? []), [apps.data]);
  const create = useCreateUser();
  const [step, setStep] = useState(0);
  const [access, setAccess] = useState<AccessEntry[]>([]);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<UserDetails | null>(null);
  const { control, handleSubmit, setError, reset, getValues } = useForm({
    resolver: zodResolver(userDetailsSchema),
    defaultValues: EMPTY,
  });
  const problem = accessProblem(access, offered);

  const next = handleSubmit(() => setStep(1));
  // Going back from step 2 clears the chosen apps and roles (platform §2).
  const back = () => {
    setAccess([]);
    setTried(false);
    setStep(0);
  };
  const review = () => {
    setTried(true);
    if (!problem) setConfirming(getValues());
  };
  const submit = () => {
    if (!confirming) return;
    create.mutate(
      { ...confirming, access },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: 6000 });
          reset(EMPTY);
          back();
        },
        onError: (error) => {
          if (markFieldErrors(error, setError, FIELDS) > 0) {
            setStep(0);
            return;
          }
          enqueueSnackbar(errorMessage(error, userMessages.createFailed), {
            variant: 'error',
            autoHideDuration: 6000,
          });
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      <PageHeading
        title="Create New User"
        subtitle="A new member of your organisation, with their apps and roles."
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box component="form" noValidate onSubmit={next} aria-label={STEPS[0]} hidden={step !== 0}>
          <Grid container spacing={2}>
            <UserInfoFields control={control} passwordLabel="Password" />
            <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained">
                Next
              </Button>
            </Grid>
          </Grid>
        </Box>
        {step === 1 && (
          <Box component="section" aria-label={STEPS[1]}>
            {!mayAssign ? (
              <Alert severity="info">{userMessages.noAssignPermission}</Alert>
            ) : apps.isPending ? (
              <LinearProgress aria-label="Loading apps" />
            ) : apps.isError ? (
              <Alert severity="error">{errorMessage(apps.error, appsMessages.loadConfigFailed)}</Alert>
            ) : (
              <AccessEditor apps={offered} value={access} onChange={setAccess} showErrors={tried} />
            )}
            {tried && problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
              <Button onClick={back}>Back</Button>
              <Button variant="contained" onClick={review}>
                Create User
              </Button>
            </Box>
          </Box>
        )}
      </Paper>
      <ConfirmCreateDialog
        details={confirming}
        access={access}
        busy={create.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
