import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import {
  checkEmail,
  checkSignInPassword,
  signInApi,
  signInPages,
} from '@atrium/domain/auth/sign-in.rules.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { useState } from 'react';
import { AuthLayout } from './auth-layout.tsx';
import { Alert, PasswordField, SubmitButton, TextField } from './controls.tsx';
import { call, errorMessage, startSession } from './sign-in.api.ts';
import { useCheckedForm } from './use-checked-form.ts';

/** The words of each account sign-in page; what differs between them besides the endpoint. */
const PAGES = {
  admin: {
    title: 'ADMIN LOGIN',
    subtitle: 'Access admin panel — No organization required',
    path: signInPages.admin,
    api: signInApi.adminSignIn,
    fallbackError: authMessages.adminLoginFailed,
  },
  creator: {
    title: 'CREATOR LOGIN',
    subtitle: 'Access creator panel — No organization required',
    path: signInPages.creator,
    api: signInApi.creatorSignIn,
    fallbackError: authMessages.creatorLoginFailed,
  },
} as const;

const CHECKS = { email: checkEmail, password: checkSignInPassword };

/** Email and password, no organisation: the master admin and creator sign-in pages. */
export function AccountSignIn({ kind }: { kind: keyof typeof PAGES }) {
  const page = PAGES[kind];
  const form = useCheckedForm(CHECKS, { email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setPending(true);
    setError(null);
    try {
      startSession(await call<Me>('POST', page.api, { email: email.trim(), password }));
    } catch (failure) {
      setError(errorMessage(failure, page.fallbackError));
      setPending(false);
    }
  });

  return (
    <AuthLayout title={page.title} subtitle={page.subtitle} current={page.path}>
      <form className="stack" noValidate onSubmit={submit} aria-label="Sign in">
        {error && <Alert notice={{ severity: 'error', message: error }} />}
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" />
        <SubmitButton pending={pending}>Sign In</SubmitButton>
      </form>
    </AuthLayout>
  );
}
