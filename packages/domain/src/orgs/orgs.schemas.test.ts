import { describe, expect, it } from 'vitest';
import { orgMessages as m } from './orgs.messages.ts';
import { createOrganizationSchema, isImageType } from './orgs.schemas.ts';

const valid = {
  name: 'Acme',
  contactName: 'Casey',
  contactEmail: 'casey@acme.test',
  contactPhone: '9876543210',
  adminEmail: 'ada@acme.test',
  adminName: 'Ada',
  adminUsername: 'ada',
  password: 'password1',
  confirmPassword: 'password1',
};

function firstMessages(input: Record<string, string>) {
  const result = createOrganizationSchema.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('create organisation form', () => {
  it('accepts a complete form', () => {
    expect(createOrganizationSchema.safeParse(valid).success).toBe(true);
  });

  it('gives the spec message for every missing or malformed field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(firstMessages(empty)).toEqual({
      name: m.nameRequired,
      contactName: m.contactNameRequired,
      contactEmail: m.emailInvalid,
      contactPhone: m.phoneInvalid,
      adminEmail: m.emailInvalid,
      adminName: m.adminNameRequired,
      adminUsername: m.adminUsernameRequired,
      password: m.passwordTooShort,
      confirmPassword: m.confirmRequired,
    });
  });

  it('wants exactly ten digits for the contact phone', () => {
    for (const phone of ['987654321', '98765432101', '+919876543210', '98765-4321']) {
      expect(firstMessages({ ...valid, contactPhone: phone })).toEqual({ contactPhone: m.phoneInvalid });
    }
  });

  it('wants the confirmation to match', () => {
    expect(firstMessages({ ...valid, confirmPassword: 'password2' })).toEqual({
      confirmPassword: m.passwordsDiffer,
    });
  });

  it('rejects short passwords with the long-form message', () => {
    expect(firstMessages({ ...valid, password: 'seven77', confirmPassword: 'seven77' })).toEqual({
      password: m.passwordTooShort,
    });
  });
});

describe('logo type', () => {
  it('accepts images only', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(true);
    expect(isImageType('text/plain')).toBe(false);
    expect(isImageType('application/pdf')).toBe(false);
  });
});
