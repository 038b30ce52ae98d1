import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { resetPasswordSchema } from '@atrium/domain/auth/auth.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useResetPassword } from '../api/password-reset.api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';

/** /reset-password?token=…: the page a password reset email links to. Open whether signed in or not. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const reset = useResetPassword();
  const submit = handleSubmit((values) => reset.mutate(values));
  const tokenInvalid = token.length === 0 || Boolean(formState.errors.token);

  const backToSignIn = (
    <Link component={RouterLink} to={paths.login} variant="body2">
      Back to sign in
    </Link>
  );

  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Choose a new password for your account"
      footer={backToSignIn}
    >
      {reset.isSuccess ? (
        <Alert severity="success">{reset.data.message || authMessages.resetDone}</Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Reset password">
          {tokenInvalid && <Alert severity="error">{authMessages.resetLinkInvalid}</Alert>}
          {reset.error && (
            <Alert severity="error">{errorMessage(reset.error, authMessages.resetLinkInvalid)}</Alert>
          )}
          <PasswordField control={control} name="password" label="New Password" autoComplete="new-password" />
          <PasswordField
            control={control}
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
          />
          <SubmitButton pending={reset.isPending} disabled={token.length === 0}>
            Reset Password
          </SubmitButton>
        </Stack>
      )}
    </AuthLayout>
  );
}
