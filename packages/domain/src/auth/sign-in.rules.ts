import { authMessages as m } from './auth.messages.ts';

/**
 * The sign-in form rules without zod, for the small sign-in page (decision 0039): it must not carry a schema
 * library. `auth.schemas.ts` builds its zod schemas from the same limits and pattern, and a test holds both to
 * the same answers.
 */
export const ORG_ID_MIN_LENGTH = 3;
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
/** zod 4's default email pattern, named here so the schemas and the plain rules use one. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Each rule answers with the message to show, or undefined when the value is good. */
export function checkOrgId(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length < 1) return m.orgIdRequired;
  if (trimmed.length < ORG_ID_MIN_LENGTH) return m.orgIdTooShort;
  return undefined;
}

export function checkEmail(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length < 1) return m.emailRequired;
  if (!EMAIL_PATTERN.test(trimmed)) return m.emailInvalid;
  return undefined;
}

export function checkSignInPassword(value: string): string | undefined {
  if (value.length < 1) return m.passwordRequired;
  if (value.length < SIGN_IN_PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  return undefined;
}

/** Forgot Password reads the email field with its own words. */
export function checkForgotPasswordEmail(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length < 1) return m.forgotPasswordNeedsEmail;
  if (!EMAIL_PATTERN.test(trimmed)) return m.resetInvalidEmail;
  return undefined;
}

/** The pages the sign-in page serves: /login, /login/admin, /login/creator-login and /login/{orgId}. */
export const SIGN_IN_PAGE_PATTERN = /^\/login(?:\/[^/?#]+)?\/?$/;
export const SIGN_IN_PAGE_FILE = 'signin.html';

export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGE_PATTERN.test(pathname);
}

/** The sign-in pages' addresses, and the API paths they call (the auth and orgs contracts use the same). */
export const signInPages = {
  org: '/login',
  admin: '/login/admin',
  creator: '/login/creator-login',
} as const;

export const signInApi = {
  orgSignIn: '/api/auth/login',
  adminSignIn: '/api/auth/admin-login',
  creatorSignIn: '/api/auth/creator-login',
  forgotPassword: '/api/auth/forgot-password',
  providers: '/api/auth/providers',
  session: '/api/session',
  /** A browser navigation, not a fetch: the flow goes through the identity provider. */
  microsoftStart: '/api/auth/microsoft/start',
  orgPublic: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/public`,
} as const;

/** Where a fresh session lands: master admins on their home page, everyone else on the home route. */
export function landingPage(me: { sessionKind: string; user: { isOrgAdmin: boolean } }): string {
  return me.sessionKind === 'master' && !me.user.isOrgAdmin ? '/master-home-page' : '/';
}
