import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, MASTER, sessionCookie, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

describe('organisation sign-in', () => {
  it('signs the first admin in and answers with the same user as /api/me', async () => {
    const { orgId, fields, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const me = await call(server.app, 'GET', '/api/me', { cookie: adminCookie });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user.email).toBe(fields.adminEmail);
    expect(body.user.isOrgAdmin).toBe(true);
    expect(body.user.isFirstAdmin).toBe(true);
    expect(body.sessionKind).toBe('org');
    expect(body.organization.id).toBe(orgId);
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('refuses an unknown organisation with the spec message', async () => {
    const response = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId: 'NOPE1234', email: 'x@example.com', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(m.orgMissing);
  });

  it('refuses a wrong password without saying whether the account exists', async () => {
    const { orgId, fields } = await orgWithAdmin(server.app, masterCookie);
    const wrong = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId, email: fields.adminEmail, password: 'not-the-password' },
    });
    const unknown = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId, email: `${unique('nobody')}@example.com`, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe(m.loginFailed);
    expect(errorOf(unknown).message).toBe(m.loginFailed);
  });

  it('refuses a user of another organisation with the spec message', async () => {
    const first = await orgWithAdmin(server.app, masterCookie);
    const second = await orgWithAdmin(server.app, masterCookie);
    const response = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId: second.orgId, email: first.fields.adminEmail, password: first.fields.password },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(m.notAMember);
  });

  it('validates the sign-in form with the spec messages and sets no cookie', async () => {
    const response = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId: 'ab', email: 'not-an-email', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.fields).toEqual({
      orgId: m.orgIdTooShort,
      email: m.emailInvalid,
      password: m.passwordTooShort,
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('sends an empty form back with every required message', async () => {
    const response = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId: '', email: '', password: '' },
    });
    expect(errorOf(response).fields).toEqual({
      orgId: m.orgIdRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
    });
  });
});

describe('master admin and creator sign-in', () => {
  it('lets the master admin in on the admin page only', async () => {
    const admin = await call(server.app, 'POST', '/api/auth/admin-login', {
      body: { email: MASTER.email, password: MASTER.password },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().sessionKind).toBe('master');
    const asCreator = await call(server.app, 'POST', '/api/auth/creator-login', {
      body: { email: MASTER.email, password: MASTER.password },
    });
    expect(asCreator.statusCode).toBe(403);
    expect(errorOf(asCreator).message).toBe(m.notACreator);
  });

  it('refuses an org admin on the admin page', async () => {
    const { fields } = await orgWithAdmin(server.app, masterCookie);
    const response = await call(server.app, 'POST', '/api/auth/admin-login', {
      body: { email: fields.adminEmail, password: fields.password },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(m.notAMasterAdmin);
  });
});

describe('sessions', () => {
  it('is signed out after logout and the old cookie no longer works', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const out = await call(server.app, 'POST', '/api/auth/logout', { cookie: adminCookie });
    expect(out.statusCode).toBe(200);
    const me = await call(server.app, 'GET', '/api/me', { cookie: adminCookie });
    expect(me.statusCode).toBe(401);
  });

  it('keeps the token out of the database and the cookie out of scripts', async () => {
    const response = await call(server.app, 'POST', '/api/auth/admin-login', {
      body: { email: MASTER.email, password: MASTER.password },
    });
    const cookie = response.cookies.find((c) => c.name === 'atrium_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const token = sessionCookie(response).split('=')[1] ?? '';
    const stored = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from sessions where token_hash = ${token}`,
    );
    expect(stored).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await call(server.app, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(server.app, 'GET', '/api/apps')).statusCode).toBe(401);
  });
});
