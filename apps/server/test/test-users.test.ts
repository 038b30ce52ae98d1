import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { testUserMessages as m } from '@atrium/domain/users/test-users.contract.ts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { accessApp, listUsers, memberWith, newOrg, roles } from './support/users-api.ts';

// The test-user flag: the master admin sets it on an organisation's users; it shows wherever users are
// listed and in the user's own session (docs/decisions/0033).

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let baseUrl: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  baseUrl = await listen(server.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => server?.tearDown());

const setTestUser = (cookie: string, orgId: string, userId: string, isTestUser: unknown) =>
  call(server.app, 'PATCH', `/api/orgs/${orgId}/users/${userId}/test-user`, {
    cookie,
    body: { isTestUser },
  });

const flagOf = async (userId: string) => {
  const [row] = await rowsOf<{ is_test_user: boolean }>(
    server.ctx.db,
    sql`select is_test_user from users where id = ${userId}`,
  );
  return row?.is_test_user;
};

async function orgWithMember() {
  const org = await newOrg(server.app, masterCookie);
  const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
  const holder = await memberWith(server.app, org.adminCookie, org.orgId, [
    accessApp(roles.editAll, roles.controlAll),
  ]);
  return { ...org, member, holder };
}

describe('the master admin sets the test-user flag', () => {
  it("lists an organisation's users with the flag and sets it; the users table and the user's session show it", async () => {
    const org = await orgWithMember();
    const listed = await call(server.app, 'GET', `/api/orgs/${org.orgId}/users`, { cookie: masterCookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(3);
    expect(listed.json().users).toContainEqual(
      expect.objectContaining({ id: org.member.user.id, name: org.member.user.name, isTestUser: false }),
    );
    const tab = await openEventStream(baseUrl, org.member.cookie);
    streams.push(tab);

    const marked = await setTestUser(masterCookie, org.orgId, org.member.user.id, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      user: expect.objectContaining({ id: org.member.user.id, isTestUser: true }),
      message: m.marked,
    });
    expect(await tab.next('me.changed')).toEqual({ type: 'me.changed' });
    expect(await flagOf(org.member.user.id)).toBe(true);

    const me = await call(server.app, 'GET', '/api/me', { cookie: org.member.cookie });
    expect(me.json().user.isTestUser).toBe(true);
    const table = (await listUsers(server.app, org.adminCookie)).json().users as Array<{
      id: string;
      isTestUser: boolean;
    }>;
    expect(table.find((user) => user.id === org.member.user.id)?.isTestUser).toBe(true);
    expect(table.find((user) => user.id === org.holder.user.id)?.isTestUser).toBe(false);

    const search = await call(
      server.app,
      'GET',
      `/api/orgs/${org.orgId}/users?search=${org.member.body.username}`,
      {
        cookie: masterCookie,
      },
    );
    expect(search.json()).toEqual({ users: [expect.objectContaining({ isTestUser: true })], total: 1 });

    const unmarked = await setTestUser(masterCookie, org.orgId, org.member.user.id, false);
    expect(unmarked.json().message).toBe(m.unmarked);
    expect(await flagOf(org.member.user.id)).toBe(false);
  });
});

describe('nobody else sets it, and no organisation reaches another', () => {
  it('refuses org admins, control_all holders and members with 403, changing nothing', async () => {
    const org = await orgWithMember();
    for (const cookie of [org.adminCookie, org.holder.cookie, org.member.cookie]) {
      const set = await setTestUser(cookie, org.orgId, org.member.user.id, true);
      expect(set.statusCode).toBe(403);
      expect(errorOf(set).message).toBe(authMessages.notAMasterAdmin);
      const list = await call(server.app, 'GET', `/api/orgs/${org.orgId}/users`, { cookie });
      expect(list.statusCode).toBe(403);
    }
    expect(await flagOf(org.member.user.id)).toBe(false);
    expect((await setTestUser('', org.orgId, org.member.user.id, true)).statusCode).toBe(401);
  });

  it("answers 404 for a user named under another organisation's id, and for an unknown organisation", async () => {
    const org = await orgWithMember();
    const other = await orgWithMember();
    const crossed = await setTestUser(masterCookie, other.orgId, org.member.user.id, true);
    expect(crossed.statusCode).toBe(404);
    expect(errorOf(crossed).message).toBe(m.userNotFound);
    expect(await flagOf(org.member.user.id)).toBe(false);

    const unknown = await setTestUser(masterCookie, 'nosuchorg', org.member.user.id, true);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(licenseMessages.orgNotFound);
    const unknownList = await call(server.app, 'GET', '/api/orgs/nosuchorg/users', { cookie: masterCookie });
    expect(unknownList.statusCode).toBe(404);
    expect(await flagOf(org.member.user.id)).toBe(false);
  });

  it('refuses a value that is not a boolean', async () => {
    const org = await orgWithMember();
    const response = await setTestUser(masterCookie, org.orgId, org.member.user.id, 'yes');
    expect(response.statusCode).toBe(400);
    expect(await flagOf(org.member.user.id)).toBe(false);
  });
});
