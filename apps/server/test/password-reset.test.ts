import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let addresses = 0;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/** Each test asks from its own address, so the per-address request limit of one never meets another's. */
const newAddress = () => `203.0.113.${++addresses}`;

function outbox(): string[] {
  const dir = path.join(server.dataDir, 'outbox');
  try {
    return readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

/** The body of a message as a mail reader shows it (the outbox keeps the raw, possibly quoted-printable, form). */
function readableBody(message: string): string {
  const [head = '', ...rest] = message.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(head)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function mailsTo(email: string): string[] {
  return outbox().filter((message) => new RegExp(`^To: ${email}$`, 'im').test(message));
}

function forgot(email: string, address: string) {
  return call(server.app, 'POST', '/api/auth/forgot-password', {
    body: { email },
    remoteAddress: address,
  });
}

/** Requests a reset link for the email and returns the token the mail carries. */
async function resetToken(email: string): Promise<string> {
  const response = await forgot(email, newAddress());
  expect(response.statusCode).toBe(200);
  const last = mailsTo(email).map(readableBody).at(-1) ?? '';
  const link = last.match(/(\S+\/reset-password\?token=)(\S+)/);
  expect(link?.[1]).toBe(`${server.config.publicUrl}/reset-password?token=`);
  return link?.[2] ?? '';
}

function reset(token: string, password: string, confirmPassword = password) {
  return call(server.app, 'POST', '/api/auth/reset-password', { body: { token, password, confirmPassword } });
}

function signIn(orgId: string, email: string, password: string) {
  return call(server.app, 'POST', '/api/auth/login', {
    body: { orgId, email, password },
    remoteAddress: newAddress(),
  });
}

describe('asking for a reset link', () => {
  it('mails a link to the reset page and says so', async () => {
    const { fields } = await orgWithAdmin(server.app, masterCookie);
    const response = await forgot(fields.adminEmail ?? '', newAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: m.resetSent });
    const mails = mailsTo(fields.adminEmail ?? '');
    expect(mails).toHaveLength(1);
    expect(readableBody(mails[0] ?? '')).toMatch(
      new RegExp(`^${server.config.publicUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`, 'm'),
    );
  });

  it('tells an unknown email apart and mails nothing', async () => {
    const before = outbox().length;
    const response = await forgot(`${unique('nobody')}@example.com`, newAddress());
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'not_found', message: m.resetNoUser });
    expect(outbox()).toHaveLength(before);
  });

  it('checks the email with the spec messages', async () => {
    const before = outbox().length;
    const invalid = await forgot('not-an-email', newAddress());
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid)).toEqual({
      code: 'validation',
      message: m.resetInvalidEmail,
      fields: { email: m.resetInvalidEmail },
    });
    const empty = await forgot('  ', newAddress());
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(m.forgotPasswordNeedsEmail);
    expect(errorOf(empty).fields).toEqual({ email: m.forgotPasswordNeedsEmail });
    expect(outbox()).toHaveLength(before);
  });

  it('refuses too many requests for one email, from any address', async () => {
    const { fields } = await orgWithAdmin(server.app, masterCookie);
    const email = fields.adminEmail ?? '';
    for (let i = 0; i < 5; i++) expect((await forgot(email, newAddress())).statusCode).toBe(200);
    const refused = await forgot(email.toUpperCase(), newAddress());
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'too_many_requests', message: m.tooManyRequests });
    expect(mailsTo(email)).toHaveLength(5);
  });
});

describe('using the link', () => {
  it('sets the new password once, and ends every open session', async () => {
    const { orgId, fields, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const email = fields.adminEmail ?? '';
    const token = await resetToken(email);

    const done = await reset(token, 'brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: m.resetDone });
    expect((await call(server.app, 'GET', '/api/me', { cookie: adminCookie })).statusCode).toBe(401);
    expect((await signIn(orgId, email, fields.password ?? '')).statusCode).toBe(401);
    expect((await signIn(orgId, email, 'brand-new-password')).statusCode).toBe(200);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({ code: 'bad_request', message: m.resetLinkInvalid });
    expect((await signIn(orgId, email, 'another-password')).statusCode).toBe(401);
    expect((await signIn(orgId, email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the password', async () => {
    const { orgId, fields, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const email = fields.adminEmail ?? '';
    const token = await resetToken(email);
    await server.ctx.db.execute(sql`
      update password_resets set expires_at = now() - interval '1 minute'
      where user_id = (select id from users where lower(email) = lower(${email}))`);

    const response = await reset(token, 'brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'bad_request', message: m.resetLinkInvalid });
    expect((await call(server.app, 'GET', '/api/me', { cookie: adminCookie })).statusCode).toBe(200);
    expect((await signIn(orgId, email, fields.password ?? '')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a mismatched confirmation without spending the link', async () => {
    const { orgId, fields } = await orgWithAdmin(server.app, masterCookie);
    const email = fields.adminEmail ?? '';
    const token = await resetToken(email);

    const unknown = await reset(`${token.slice(0, -4)}AAAA`, 'brand-new-password');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe(m.resetLinkInvalid);
    const mismatch = await reset(token, 'brand-new-password', 'other-password');
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).fields).toEqual({ confirmPassword: 'Passwords do not match' });
    const unspent = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from password_resets r join users u on u.id = r.user_id
          where lower(u.email) = lower(${email}) and r.used_at is null`,
    );
    expect(unspent).toBe(1);
    expect((await signIn(orgId, email, fields.password ?? '')).statusCode).toBe(200);

    expect((await reset(token, 'brand-new-password')).statusCode).toBe(200);
  });
});
