import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { creatorMessages as m } from '@atrium/domain/creators/creators.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, sessionCookie, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const PASSWORD = 'creator-password-1';

async function createCreator(email = `${unique('creator')}@example.com`) {
  const response = await call(server.app, 'POST', '/api/creators', {
    cookie: masterCookie,
    body: { name: 'Cora Creator', email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; email: string; isBlocked: boolean };
}

const creatorSignIn = (email: string) =>
  call(server.app, 'POST', '/api/auth/creator-login', { body: { email, password: PASSWORD } });

const setBlocked = (cookie: string, id: string, isBlocked: boolean) =>
  call(server.app, 'PATCH', `/api/creators/${id}`, { cookie, body: { isBlocked } });

const creatorCount = () => countOf(server.ctx.db, sql`select count(*)::int as n from users where is_creator`);
const status = async (cookie: string) => (await call(server.app, 'GET', '/api/me', { cookie })).statusCode;

describe('the master admin manages creators', () => {
  it('creates a creator, lists it, and the creator signs in on its own page', async () => {
    const email = `${unique('creator')}@example.com`;
    const created = await createCreator(email);
    expect(created).toMatchObject({ name: 'Cora Creator', email, isBlocked: false, lastLoggedIn: null });

    const list = await call(server.app, 'GET', '/api/creators', { cookie: masterCookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().creators).toContainEqual(expect.objectContaining({ id: created.id, email }));

    const signIn = await creatorSignIn(email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      sessionKind: 'creator',
      user: { isCreator: true, isOrgAdmin: false },
    });
  });

  it('checks the form with the spec messages and creates nothing', async () => {
    const before = await creatorCount();
    const bad = await call(server.app, 'POST', '/api/creators', {
      cookie: masterCookie,
      body: { name: 'Al', email: 'not-an-email', password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toEqual({
      code: 'validation',
      message: m.nameTooShort,
      fields: { name: m.nameTooShort, email: m.emailInvalid, password: m.passwordTooShort },
    });
    const empty = await call(server.app, 'POST', '/api/creators', {
      cookie: masterCookie,
      body: { name: 'Cora Creator', email: '', password: PASSWORD },
    });
    expect(errorOf(empty).fields).toEqual({ email: m.emailRequired });
    expect(await creatorCount()).toBe(before);
  });

  it('refuses an email already in use, by a creator or by an org user', async () => {
    const creator = await createCreator();
    const { fields } = await orgWithAdmin(server.app, masterCookie);
    const before = await creatorCount();
    for (const email of [creator.email.toUpperCase(), fields.adminEmail ?? '']) {
      const response = await call(server.app, 'POST', '/api/creators', {
        cookie: masterCookie,
        body: { name: 'Cora Creator', email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'conflict',
        message: m.emailTaken,
        fields: { email: m.emailTaken },
      });
    }
    expect(await creatorCount()).toBe(before);
  });

  it('refuses everyone but the master admin', async () => {
    const creator = await createCreator();
    const creatorCookie = sessionCookie(await creatorSignIn(creator.email));
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const before = await creatorCount();
    for (const cookie of [adminCookie, creatorCookie]) {
      const refusals = [
        await call(server.app, 'GET', '/api/creators', { cookie }),
        await call(server.app, 'POST', '/api/creators', {
          cookie,
          body: { name: 'Cora Creator', email: `${unique('creator')}@example.com`, password: PASSWORD },
        }),
        await setBlocked(cookie, creator.id, true),
      ];
      for (const response of refusals) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toEqual({ code: 'forbidden', message: authMessages.notAMasterAdmin });
      }
    }
    expect(await creatorCount()).toBe(before);
    expect(await status(creatorCookie)).toBe(200);
    expect((await call(server.app, 'GET', '/api/creators')).statusCode).toBe(401);
  });

  it('blocks a creator: the session ends at once and sign-in is refused until unblocked', async () => {
    const creator = await createCreator();
    const cookie = sessionCookie(await creatorSignIn(creator.email));
    const blocked = await setBlocked(masterCookie, creator.id, true);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: creator.id, isBlocked: true });
    expect(await status(cookie)).toBe(401);

    const refused = await creatorSignIn(creator.email);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'forbidden', message: authMessages.userBlockedOrArchived });
    expect(refused.cookies).toHaveLength(0);

    expect((await setBlocked(masterCookie, creator.id, false)).json()).toMatchObject({ isBlocked: false });
    const back = await creatorSignIn(creator.email);
    expect(back.statusCode).toBe(200);
    expect(await status(sessionCookie(back))).toBe(200);
  });

  it('blocks only creators', async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const member = await insertOrgUser(server.ctx, orgId);
    for (const id of [member.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await setBlocked(masterCookie, id, true);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: 'Creator not found.' });
    }
    expect(await status(adminCookie)).toBe(200);
    expect(await status(await signInOrgUser(server.app, member))).toBe(200);
  });
});

describe('sessions follow the account', () => {
  it('ends an org user session at the next request once blocked or archived in the database', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    for (const column of ['is_blocked', 'is_archived']) {
      const member = await insertOrgUser(server.ctx, orgId);
      const cookie = await signInOrgUser(server.app, member);
      expect(await status(cookie)).toBe(200);
      await server.ctx.db.execute(
        sql`update users set ${sql.identifier(column)} = true where id = ${member.id}`,
      );
      const me = await call(server.app, 'GET', '/api/me', { cookie });
      expect(me.statusCode).toBe(401);
      expect(errorOf(me)).toEqual({ code: 'unauthenticated', message: authMessages.sessionRequired });
      const again = await call(server.app, 'POST', '/api/auth/login', {
        body: { orgId, email: member.email, password: member.password },
      });
      expect(again.statusCode).toBe(403);
      expect(errorOf(again).message).toBe(authMessages.userBlockedOrArchived);
    }
  });

  it("keeps an org admin out of other organisations' data", async () => {
    const mine = await orgWithAdmin(server.app, masterCookie);
    const other = await orgWithAdmin(server.app, masterCookie);
    const list = await call(server.app, 'GET', '/api/orgs', { cookie: mine.adminCookie });
    expect(list.statusCode).toBe(403);
    expect(errorOf(list).message).toBe(authMessages.notAMasterAdmin);
    // The sign-in chip is public by design, and tells nothing but the name and logo.
    const chip = await call(server.app, 'GET', `/api/orgs/${other.orgId}/public`, {
      cookie: mine.adminCookie,
    });
    expect(Object.keys(chip.json()).sort()).toEqual(['id', 'logoUrl', 'name']);
    const me = await call(server.app, 'GET', '/api/me', { cookie: mine.adminCookie });
    expect(me.json().organization.id).toBe(mine.orgId);
  });

  it('rejects the session of a user moved to another organisation', async () => {
    const first = await orgWithAdmin(server.app, masterCookie);
    const second = await orgWithAdmin(server.app, masterCookie);
    const member = await insertOrgUser(server.ctx, first.orgId);
    const cookie = await signInOrgUser(server.app, member);
    await server.ctx.db.execute(sql`update users set org_id = ${second.orgId} where id = ${member.id}`);
    expect(await status(cookie)).toBe(401);
    const old = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId: first.orgId, email: member.email, password: member.password },
    });
    expect(old.statusCode).toBe(403);
    expect(errorOf(old).message).toBe(authMessages.notAMember);
    const moved = await signInOrgUser(server.app, { ...member, orgId: second.orgId });
    const body = (await call(server.app, 'GET', '/api/me', { cookie: moved })).json();
    expect(body.organization.id).toBe(second.orgId);
    expect(body.user.isOrgAdmin).toBe(false);
  });
});
