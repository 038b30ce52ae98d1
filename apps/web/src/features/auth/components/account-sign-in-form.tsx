import { accountSignInSchema } from '@atrium/domain/auth/auth.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { type AccountKind, useAccountSignIn } from '../api/sign-in.api.ts';

interface AccountSignInFormProps {
  kind: AccountKind;
  /** Shown when the server gives no message of its own. */
  fallbackError: string;
}

/** Email and password, no organisation: the master admin and creator sign-in pages. */
export function AccountSignInForm({ kind, fallbackError }: AccountSignInFormProps) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(accountSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useAccountSignIn(kind);
  const submit = handleSubmit((values) => signIn.mutate(values));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign in">
      {signIn.error && <Alert severity="error">{errorMessage(signIn.error, fallbackError)}</Alert>}
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={signIn.isPending}
        startIcon={signIn.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Sign In
      </Button>
    </Stack>
  );
}
