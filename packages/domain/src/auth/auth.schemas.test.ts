import { describe, expect, it } from 'vitest';
import { authMessages as m } from './auth.messages.ts';
import {
  accountSignInSchema,
  forgotPasswordSchema,
  orgSignInSchema,
  resetPasswordSchema,
} from './auth.schemas.ts';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    byField[key] ??= issue.message;
  }
  return byField;
}

describe('organisation sign-in form', () => {
  it('asks for every field when empty', () => {
    expect(messages(orgSignInSchema.safeParse({ orgId: '', email: '', password: '' }))).toEqual({
      orgId: m.orgIdRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
    });
  });

  it('explains short ids, bad emails and short passwords', () => {
    expect(messages(orgSignInSchema.safeParse({ orgId: 'ab', email: 'me@', password: '12345' }))).toEqual({
      orgId: m.orgIdTooShort,
      email: m.emailInvalid,
      password: m.passwordTooShort,
    });
  });

  it('accepts a valid form and trims the id and email', () => {
    const parsed = orgSignInSchema.parse({ orgId: ' AbC12345 ', email: ' a@b.co ', password: '123456' });
    expect(parsed).toEqual({ orgId: 'AbC12345', email: 'a@b.co', password: '123456' });
  });
});

describe('master admin and creator sign-in', () => {
  it('uses the same email and password rules', () => {
    expect(messages(accountSignInSchema.safeParse({ email: '', password: '1' }))).toEqual({
      email: m.emailRequired,
      password: m.passwordTooShort,
    });
  });
});

describe('forgot password', () => {
  it('needs an email first, then a well-formed one', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({
      email: m.forgotPasswordNeedsEmail,
    });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual({
      email: m.resetInvalidEmail,
    });
  });
});

describe('reset password', () => {
  const token = 'x'.repeat(43);
  it('asks for 8 characters and a matching confirmation', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ token, password: 'short', confirmPassword: 'short' })),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      messages(
        resetPasswordSchema.safeParse({ token, password: 'long-enough', confirmPassword: 'different' }),
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
