import { profileMessages } from '@atrium/domain/profile/profile.contract.ts';
import { userMessages as m } from '@atrium/domain/users/users.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster, unique } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf, MASTER, sessionCookie, setUpServer } from './support/test-app.ts';
import { createUser, memberWith, newOrg, signIn, USER_PASSWORD, uniquePhone } from './support/users-api.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let org: Awaited<ReturnType<typeof newOrg>>;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  org = await newOrg(server.app, masterCookie);
});
afterAll(() => server?.tearDown());

type Member = Awaited<ReturnType<typeof memberWith>>;
const own = (member: Member, change: Record<string, unknown> = {}) => ({
  name: member.body.name,
  username: member.body.username,
  email: member.email,
  phoneNumber: member.body.phoneNumber,
  ...change,
});
const save = (cookie: string, body: unknown) =>
  call(server.app, 'PATCH', '/api/me/profile', { cookie, body });
const saveAccount = (cookie: string, body: unknown) =>
  call(server.app, 'PATCH', '/api/me/account', { cookie, body });
const stored = async (id: string) =>
  (await rowsOf<Record<string, unknown>>(server.ctx.db, sql`select * from users where id = ${id}`))[0];

describe('editing one’s own profile', () => {
  it('saves name, username, email and phone and answers with the new me', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const tag = unique('p');
    const change = {
      name: 'Mira Profile',
      username: `profile_${tag}`,
      email: `profile-${tag}@example.com`,
      phoneNumber: uniquePhone(),
    };
    const response = await save(member.cookie, own(member, change));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: profileMessages.updated, me: { user: change } });
    const me = await call(server.app, 'GET', '/api/me', { cookie: member.cookie });
    expect(me.json().user).toMatchObject(change);
    expect((await signIn(server.app, org.orgId, change.email)).statusCode).toBe(200);
  });

  it('changes the password: this tab stays, other sessions and the old password end', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const otherTab = sessionCookie(await signIn(server.app, org.orgId, member.email));
    const response = await save(
      member.cookie,
      own(member, { password: 'my-new-password-1', confirmPassword: 'my-new-password-1' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await call(server.app, 'GET', '/api/me', { cookie: member.cookie })).statusCode).toBe(200);
    expect((await call(server.app, 'GET', '/api/me', { cookie: otherTab })).statusCode).toBe(401);
    expect((await signIn(server.app, org.orgId, member.email, USER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(server.app, org.orgId, member.email, 'my-new-password-1')).statusCode).toBe(200);
  });

  it('checks the fields with the spec messages and changes nothing', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const bad = await save(
      member.cookie,
      own(member, { name: 'Al', username: 'x', email: 'nope', phoneNumber: '123', password: 'short' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      name: m.nameTooShort,
      username: m.usernameInvalid,
      email: m.emailInvalid,
      phoneNumber: m.phoneInvalid,
      password: m.passwordTooShort,
    });
    const mismatch = await save(
      member.cookie,
      own(member, { password: 'long-enough-1', confirmPassword: 'x' }),
    );
    expect(errorOf(mismatch).fields).toEqual({ confirmPassword: m.passwordsDiffer });
    expect((await stored(member.user.id))?.name).toBe(member.body.name);
  });

  it('refuses a username, email or phone someone else holds', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const other = await createUser(server.app, org.adminCookie, org.orgId);
    const cases = [
      ['username', other.body.username.toUpperCase(), m.usernameTaken],
      ['email', other.email.toUpperCase(), m.emailTaken],
      ['phoneNumber', other.body.phoneNumber, m.phoneTaken],
      ['email', MASTER.email, m.emailTaken],
    ] as const;
    for (const [field, value, message] of cases) {
      const response = await save(member.cookie, own(member, { [field]: value }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'conflict', message, fields: { [field]: message } });
    }
    expect(await stored(member.user.id)).toMatchObject({
      username: member.body.username,
      email: member.email,
      phone_number: member.body.phoneNumber,
    });
  });

  it('allows a username or phone that is only taken in another organisation', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const other = await newOrg(server.app, masterCookie);
    const theirs = await createUser(server.app, other.adminCookie, other.orgId);
    const response = await save(
      member.cookie,
      own(member, { username: theirs.body.username, phoneNumber: theirs.body.phoneNumber }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('lets the first admin edit their own profile', async () => {
    const admin = await newOrg(server.app, masterCookie);
    const [row] = await rowsOf<{ username: string }>(
      server.ctx.db,
      sql`select username from users where org_id = ${admin.orgId} and is_first_admin`,
    );
    const response = await save(admin.adminCookie, {
      name: 'Ada Renamed',
      username: row?.username,
      email: admin.adminEmail,
      phoneNumber: uniquePhone(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().me.user).toMatchObject({
      name: 'Ada Renamed',
      isFirstAdmin: true,
      isOrgAdmin: true,
    });
  });

  it('needs a session', async () => {
    const response = await save('', {
      name: 'Nobody Here',
      username: 'nobody_here',
      email: 'nobody@example.com',
      phoneNumber: uniquePhone(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('master admins and creators', () => {
  it('change their name and password on their account', async () => {
    const ownCookie = await signInMaster(server.app);
    const response = await saveAccount(ownCookie, { name: 'Master Renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: profileMessages.updated,
      me: { user: { name: 'Master Renamed' } },
    });
    const short = await saveAccount(ownCookie, {
      name: 'Master',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(errorOf(short).fields).toEqual({ password: m.passwordTooShort });
    await saveAccount(ownCookie, { name: MASTER.name });
  });

  it('a creator changes the password and signs in with it', async () => {
    const email = `${unique('creator')}@example.com`;
    const created = await call(server.app, 'POST', '/api/creators', {
      cookie: masterCookie,
      body: { name: 'Cora Creator', email, password: 'creator-password-1' },
    });
    expect(created.statusCode).toBe(201);
    const login = await call(server.app, 'POST', '/api/auth/creator-login', {
      body: { email, password: 'creator-password-1' },
    });
    const cookie = sessionCookie(login);
    const response = await saveAccount(cookie, {
      name: 'Cora Renamed',
      password: 'creator-password-2',
      confirmPassword: 'creator-password-2',
    });
    expect(response.statusCode).toBe(200);
    const again = await call(server.app, 'POST', '/api/auth/creator-login', {
      body: { email, password: 'creator-password-2' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('keep their email unique across all accounts when they change it', async () => {
    const cookie = await signInMaster(server.app);
    const me = (await call(server.app, 'GET', '/api/me', { cookie })).json().user;
    const taken = await save(cookie, {
      name: me.name,
      username: me.username,
      email: org.adminEmail,
      phoneNumber: '9999999999',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual({ email: m.emailTaken });
  });
});
