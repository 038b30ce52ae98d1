import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { orgSignInSchema } from '@atrium/domain/auth/auth.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useOrgSignIn } from '../api/sign-in.api.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ForgotPasswordButton, type Notice } from '../components/forgot-password-button.tsx';
import { MicrosoftSignInButton } from '../components/microsoft-sign-in-button.tsx';
import { OrgNameChip } from '../components/org-name-chip.tsx';
import { SignInLinks } from '../components/sign-in-links.tsx';

/** /login and /login/:orgId: organisation ID, email and password, or a Microsoft account. */
export function OrgSignInPage() {
  const { orgId: orgIdParam = '' } = useParams();
  const [searchParams] = useSearchParams();
  const redirectError = searchParams.get('error');
  const [notice, setNotice] = useState<Notice | null>(
    redirectError ? { severity: 'error', message: redirectError } : null,
  );
  const { control, handleSubmit, getValues, trigger } = useForm({
    resolver: zodResolver(orgSignInSchema),
    defaultValues: { orgId: orgIdParam, email: '', password: '' },
  });
  const orgId = useWatch({ control, name: 'orgId' });
  const signIn = useOrgSignIn();

  const submit = handleSubmit((values) => {
    setNotice(null);
    signIn.mutate(values, {
      onError: (error) =>
        setNotice({ severity: 'error', message: errorMessage(error, authMessages.loginFailed) }),
    });
  });

  return (
    <AuthLayout
      title="Sign In"
      subtitle="Sign in to your organization's workspace"
      footer={<SignInLinks current={paths.login} />}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Sign in">
        {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
        <FormTextField
          control={control}
          name="orgId"
          label="Organization ID"
          autoComplete="organization"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <Box aria-live="polite" sx={{ display: 'flex', '&:empty': { display: 'none' } }}>
          <OrgNameChip orgId={orgId ?? ''} />
        </Box>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <ForgotPasswordButton getEmail={() => getValues('email') ?? ''} onNotice={setNotice} />
        <SubmitButton pending={signIn.isPending}>Sign In</SubmitButton>
        <MicrosoftSignInButton orgId={orgId ?? ''} validateOrgId={() => trigger('orgId')} />
      </Stack>
    </AuthLayout>
  );
}
