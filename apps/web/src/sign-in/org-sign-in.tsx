import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import {
  checkEmail,
  checkForgotPasswordEmail,
  checkOrgId,
  checkSignInPassword,
  signInApi,
  signInPages,
} from '@atrium/domain/auth/sign-in.rules.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { useState } from 'react';
import { AuthLayout } from './auth-layout.tsx';
import { Alert, type Notice, PasswordField, SubmitButton, TextField } from './controls.tsx';
import { MicrosoftSignIn, OrgNameChip } from './org-extras.tsx';
import { call, errorMessage, startSession } from './sign-in.api.ts';
import { useCheckedForm } from './use-checked-form.ts';

const CHECKS = { orgId: checkOrgId, email: checkEmail, password: checkSignInPassword };

/** /login and /login/{orgId}: organisation ID, email and password, or a Microsoft account. */
export function OrgSignIn({ orgId: orgIdParam }: { orgId: string }) {
  // A failed Microsoft sign-in comes back to /login?error=<message>.
  const redirectError = new URLSearchParams(window.location.search).get('error');
  const [notice, setNotice] = useState<Notice | null>(
    redirectError ? { severity: 'error', message: redirectError } : null,
  );
  const form = useCheckedForm(CHECKS, { orgId: orgIdParam, email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async ({ orgId, email, password }) => {
    setNotice(null);
    setPending(true);
    try {
      const body = { orgId: orgId.trim(), email: email.trim(), password };
      startSession(await call<Me>('POST', signInApi.orgSignIn, body));
    } catch (error) {
      setNotice({ severity: 'error', message: errorMessage(error, authMessages.loginFailed) });
      setPending(false);
    }
  });

  // Sends a reset link to the typed email; the server's answer is shown as it is.
  const forgotPassword = async () => {
    const problem = checkForgotPasswordEmail(form.values.email);
    if (problem) {
      setNotice({ severity: 'error', message: problem });
      return;
    }
    setSending(true);
    try {
      const { message } = await call<{ message: string }>('POST', signInApi.forgotPassword, {
        email: form.values.email.trim(),
      });
      setNotice({ severity: 'success', message });
    } catch (error) {
      setNotice({ severity: 'error', message: errorMessage(error, authMessages.resetFailed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout title="Sign In" subtitle="Sign in to your organization's workspace" current={signInPages.org}>
      <form className="stack" noValidate onSubmit={submit} aria-label="Sign in">
        {notice && <Alert notice={notice} />}
        <TextField
          {...form.field('orgId')}
          label="Organization ID"
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
        />
        <div className="chip-row" aria-live="polite">
          <OrgNameChip orgId={form.values.orgId} />
        </div>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
        <button
          type="button"
          className="button button--text"
          onClick={() => void forgotPassword()}
          disabled={sending}
        >
          Forgot Password
        </button>
        <SubmitButton pending={pending}>Sign In</SubmitButton>
        <MicrosoftSignIn orgId={form.values.orgId} validateOrgId={() => form.checkField('orgId')} />
      </form>
    </AuthLayout>
  );
}
