import { describe, expect, it } from 'vitest';
import { updateAccountSchema } from '../profile/profile.contract.ts';
import { userMessages as m } from './users.messages.ts';
import { listUsersQuerySchema, updateUserInfoSchema, userDetailsSchema } from './users.schemas.ts';

const valid = {
  name: 'Mira Member',
  username: 'mira_1',
  email: 'mira@example.com',
  phoneNumber: '+1234567890',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};
/** The first message of each field, as the server and the forms show it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('user details (create, edit, profile)', () => {
  it('accepts valid details, a plus before ten digits, and trims', () => {
    expect(userDetailsSchema.safeParse(valid).success).toBe(true);
    expect(userDetailsSchema.parse({ ...valid, name: '  Mira Member ' }).name).toBe('Mira Member');
    expect(userDetailsSchema.safeParse({ ...valid, phoneNumber: '1234567890' }).success).toBe(true);
  });

  it('answers each rule with the spec message', () => {
    expect(
      messages(
        userDetailsSchema.safeParse({
          name: 'Al',
          username: 'a-b',
          email: 'nope',
          phoneNumber: '+12345',
          password: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual({
      name: m.nameTooShort,
      username: m.usernameInvalid,
      email: m.emailInvalid,
      phoneNumber: m.phoneInvalid,
      password: m.passwordTooShort,
    });
    expect(
      messages(userDetailsSchema.safeParse({ ...valid, username: '', email: '', phoneNumber: '' })),
    ).toEqual({
      username: m.usernameRequired,
      email: m.emailRequired,
      phoneNumber: m.phoneRequired,
    });
    expect(messages(userDetailsSchema.safeParse({ ...valid, confirmPassword: 'other-one' }))).toEqual({
      confirmPassword: m.passwordsDiffer,
    });
  });

  it('keeps the password in edit when it is left blank', () => {
    const { password: _p, confirmPassword: _c, ...details } = valid;
    expect(updateUserInfoSchema.safeParse({ ...details, password: '', confirmPassword: '' }).success).toBe(
      true,
    );
    expect(updateUserInfoSchema.safeParse(details).success).toBe(true);
    expect(messages(updateUserInfoSchema.safeParse({ ...details, password: 'short' }))).toMatchObject({
      password: m.passwordTooShort,
    });
  });

  it('lets master admins and creators change name and password only', () => {
    expect(updateAccountSchema.safeParse({ name: 'Morgan Master' }).success).toBe(true);
    expect(
      messages(updateAccountSchema.safeParse({ name: 'Mo', password: 'x', confirmPassword: 'y' })),
    ).toEqual({
      name: m.nameTooShort,
      password: m.passwordTooShort,
      confirmPassword: m.passwordsDiffer,
    });
  });
});

describe('the users list query', () => {
  it('defaults to the first page of 25 active users and refuses other page sizes', () => {
    expect(listUsersQuerySchema.parse({})).toEqual({ archived: false, search: '', page: 0, pageSize: 25 });
    expect(listUsersQuerySchema.parse({ archived: 'true', page: '3', pageSize: '100' })).toMatchObject({
      archived: true,
      page: 3,
      pageSize: 100,
    });
    expect(listUsersQuerySchema.safeParse({ pageSize: '7' }).success).toBe(false);
  });
});
