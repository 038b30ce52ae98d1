import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import { meSchema } from '../me/me.schemas.ts';
import {
  accountSignInSchema,
  authProvidersSchema,
  forgotPasswordSchema,
  orgSignInSchema,
  resetPasswordSchema,
} from './auth.schemas.ts';
import { signInApi } from './sign-in.rules.ts';

export const authContract = contract('auth', 'auth', {
  orgSignIn: operation({
    method: 'POST',
    path: signInApi.orgSignIn,
    public: true,
    errors: [401, 429],
    summary: 'Sign in to an organisation with email and password',
    body: orgSignInSchema,
    response: meSchema,
  }),
  adminSignIn: operation({
    method: 'POST',
    path: signInApi.adminSignIn,
    public: true,
    errors: [401, 429],
    summary: 'Sign in as master admin',
    body: accountSignInSchema,
    response: meSchema,
  }),
  creatorSignIn: operation({
    method: 'POST',
    path: signInApi.creatorSignIn,
    public: true,
    errors: [401, 429],
    summary: 'Sign in as creator',
    body: accountSignInSchema,
    response: meSchema,
  }),
  signOut: operation({
    method: 'POST',
    path: '/api/auth/logout',
    public: true,
    summary: 'End the current session',
    response: okMessageSchema,
  }),
  forgotPassword: operation({
    method: 'POST',
    path: signInApi.forgotPassword,
    public: true,
    errors: [404, 429],
    summary: 'Mail a single-use password reset link',
    body: forgotPasswordSchema,
    response: okMessageSchema,
  }),
  resetPassword: operation({
    method: 'POST',
    path: '/api/auth/reset-password',
    public: true,
    summary: 'Set a new password with a reset link token',
    body: resetPasswordSchema,
    response: okMessageSchema,
  }),
  providers: operation({
    method: 'GET',
    path: signInApi.providers,
    public: true,
    summary: 'Which external sign-in providers are configured',
    response: authProvidersSchema,
  }),
});

/** Browser navigations, not fetches: the Microsoft flow redirects through the identity provider. */
export const MICROSOFT_START_PATH = signInApi.microsoftStart;
export const MICROSOFT_CALLBACK_PATH = '/api/auth/microsoft/callback';
/** Where a failed Microsoft sign-in lands; the sign-in page shows the message for `error`. */
export const microsoftErrorQuery = z.object({ error: z.string().optional() });
export const RESET_PASSWORD_PAGE = '/reset-password';
