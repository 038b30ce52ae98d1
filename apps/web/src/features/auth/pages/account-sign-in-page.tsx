import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { accountSignInSchema } from '@atrium/domain/auth/auth.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { type AccountKind, useAccountSignIn } from '../api/sign-in.api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignInLinks } from '../components/sign-in-links.tsx';

/** The words of each account sign-in page; what differs between them besides the endpoint. */
const PAGES = {
  admin: {
    title: 'ADMIN LOGIN',
    subtitle: 'Access admin panel — No organization required',
    path: paths.adminLogin,
    fallbackError: authMessages.adminLoginFailed,
  },
  creator: {
    title: 'CREATOR LOGIN',
    subtitle: 'Access creator panel — No organization required',
    path: paths.creatorLogin,
    fallbackError: authMessages.creatorLoginFailed,
  },
} as const;

/** Email and password, no organisation: the master admin and creator sign-in pages. */
export function AccountSignInPage({ kind }: { kind: AccountKind }) {
  const page = PAGES[kind];
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(accountSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useAccountSignIn(kind);
  const submit = handleSubmit((values) => signIn.mutate(values));

  return (
    <AuthLayout title={page.title} subtitle={page.subtitle} footer={<SignInLinks current={page.path} />}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign in">
        {signIn.error && <Alert severity="error">{errorMessage(signIn.error, page.fallbackError)}</Alert>}
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <SubmitButton pending={signIn.isPending}>Sign In</SubmitButton>
      </Stack>
    </AuthLayout>
  );
}
