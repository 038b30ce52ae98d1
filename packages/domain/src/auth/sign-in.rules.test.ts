import { describe, expect, it } from 'vitest';
import { meContract } from '../me/me.contract.ts';
import { orgsContract } from '../orgs/orgs.contract.ts';
import { authContract } from './auth.contract.ts';
import { forgotPasswordSchema, orgSignInSchema } from './auth.schemas.ts';
import {
  checkEmail,
  checkForgotPasswordEmail,
  checkOrgId,
  checkSignInPassword,
  isSignInPage,
  signInApi,
} from './sign-in.rules.ts';

/** The first message zod gives for one field, as the forms show it. */
function zodMessage(
  result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const ORG_IDS = ['', '  ', 'ab', ' ab ', 'abc', 'AbCd1234', ' AbCd1234 '];
const EMAILS = [
  '',
  ' ',
  'not-an-email',
  'a@b',
  'a@b.c',
  'ada@example.com',
  ' ada@example.com ',
  'a..b@x.io',
  "o'neil+x@ex-ample.co.uk",
  'a b@x.io',
];
const PASSWORDS = ['', ' ', '12345', '123456', ' 12345', 'secret words'];

describe('the plain sign-in rules answer as the zod schemas do', () => {
  it.each(ORG_IDS)('organisation ID %j', (orgId) => {
    expect(checkOrgId(orgId)).toBe(
      zodMessage(orgSignInSchema.safeParse({ orgId, email: '', password: '' }), 'orgId'),
    );
  });
  it.each(EMAILS)('email %j', (email) => {
    expect(checkEmail(email)).toBe(
      zodMessage(orgSignInSchema.safeParse({ orgId: '', email, password: '' }), 'email'),
    );
    expect(checkForgotPasswordEmail(email)).toBe(
      zodMessage(forgotPasswordSchema.safeParse({ email }), 'email'),
    );
  });
  it.each(PASSWORDS)('password %j', (password) => {
    expect(checkSignInPassword(password)).toBe(
      zodMessage(orgSignInSchema.safeParse({ orgId: '', email: '', password }), 'password'),
    );
  });
});

describe('sign-in pages and API paths', () => {
  it('knows the sign-in pages and nothing else', () => {
    for (const page of ['/login', '/login/', '/login/admin', '/login/creator-login', '/login/AbCd1234']) {
      expect(isSignInPage(page), page).toBe(true);
    }
    for (const page of ['/', '/loginx', '/login/a/b', '/profile', '/api/auth/login', '/reset-password']) {
      expect(isSignInPage(page), page).toBe(false);
    }
  });

  it('calls the paths the contracts declare', () => {
    expect(signInApi.orgSignIn).toBe(authContract.orgSignIn.path);
    expect(signInApi.adminSignIn).toBe(authContract.adminSignIn.path);
    expect(signInApi.creatorSignIn).toBe(authContract.creatorSignIn.path);
    expect(signInApi.forgotPassword).toBe(authContract.forgotPassword.path);
    expect(signInApi.providers).toBe(authContract.providers.path);
    expect(signInApi.session).toBe(meContract.session.path);
    expect(signInApi.orgPublic(':orgId').replace('%3A', ':')).toBe(orgsContract.publicInfo.path);
  });
});
