import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { licenseEndDate } from '@atrium/domain/licenses/licenses.ts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

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

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

/** Started two years ago for one year: over a year ago. */
const EXPIRED = {
  startDate: yearsAgo(2),
  durationValue: 1,
  durationUnit: 'years',
  storageLimit: 10,
  storageUnit: 'GB',
};
const CURRENT = { ...EXPIRED, startDate: yearsAgo(0) };

async function addLicense(orgId: string, body: typeof EXPIRED): Promise<string> {
  const response = await call(server.app, 'POST', `/api/orgs/${orgId}/licenses`, {
    cookie: masterCookie,
    body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().license.id as string;
}

const get = (cookie: string, url: string) => call(server.app, 'GET', url, { cookie });
const licenseOf = async (cookie: string) => (await get(cookie, '/api/me')).json().license;

/** An organisation with its admin and a regular member who holds every access-management role. */
async function orgWithMember() {
  const org = await orgWithAdmin(server.app, masterCookie);
  const member = await insertOrgUser(server.ctx, org.orgId);
  const access = [
    {
      app: 'access-management',
      role: ['manage-user:edit_all', 'manage-user:assign_app_access', 'manage-app:control_all'],
    },
  ];
  await server.ctx.db.execute(
    sql`update users set access = ${JSON.stringify(access)}::jsonb where id = ${member.id}`,
  );
  return { ...org, member, memberCookie: await signInOrgUser(server.app, member) };
}

function newUserBody() {
  const tag = unique('g');
  return {
    name: 'Gina Gated',
    username: `gina_${tag}`,
    email: `gina-${tag}@example.com`,
    phoneNumber: `9${String(Date.now()).slice(-9)}`,
    password: 'gated-password-1',
    confirmPassword: 'gated-password-1',
    access: [],
  };
}

const expectRefused = (response: Awaited<ReturnType<typeof get>>) => {
  expect(response.statusCode).toBe(403);
  expect(errorOf(response)).toEqual({ code: 'forbidden', message: m.expiredContactAdmin });
};

describe('the license state the tabs see', () => {
  it('is not expired without licenses, expired when the newest has ended, and lifts with a current one', async () => {
    const { orgId, adminCookie, memberCookie } = await orgWithMember();
    expect(await licenseOf(memberCookie)).toEqual({ expired: false, endDate: null });

    await addLicense(orgId, EXPIRED);
    const expiredEnd = licenseEndDate(EXPIRED.startDate, 1, 'years');
    expect(await licenseOf(memberCookie)).toEqual({ expired: true, endDate: expiredEnd });
    expect(await licenseOf(adminCookie)).toEqual({ expired: true, endDate: expiredEnd });

    const currentId = await addLicense(orgId, CURRENT);
    expect(await licenseOf(memberCookie)).toEqual({
      expired: false,
      endDate: licenseEndDate(CURRENT.startDate, 1, 'years'),
    });

    // Deleting the current license brings the older, ended one back in charge.
    await call(server.app, 'DELETE', `/api/orgs/${orgId}/licenses/${currentId}`, { cookie: masterCookie });
    expect(await licenseOf(memberCookie)).toEqual({ expired: true, endDate: expiredEnd });
  });

  it('is null outside an organisation', async () => {
    expect(await licenseOf(masterCookie)).toBeNull();
  });
});

describe('the gate on the server', () => {
  it('refuses a regular member on the users and user-groups endpoints while the license is expired', async () => {
    const { orgId, adminCookie, member, memberCookie } = await orgWithMember();
    expect((await get(memberCookie, '/api/users')).statusCode).toBe(200);
    expect((await get(memberCookie, '/api/user-groups')).statusCode).toBe(200);
    const group = await call(server.app, 'POST', '/api/user-groups', {
      cookie: adminCookie,
      body: { name: unique('Team '), description: 'Made before the license ended', users: [member.id] },
    });
    expect(group.statusCode).toBe(201);
    const groupId = group.json().group.id as string;

    await addLicense(orgId, EXPIRED);
    const usersBefore = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from users where org_id = ${orgId}`,
    );
    const groupsBefore = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from user_groups where org_id = ${orgId}`,
    );
    expectRefused(await get(memberCookie, '/api/users'));
    expectRefused(await get(memberCookie, '/api/user-groups'));
    expectRefused(
      await call(server.app, 'POST', '/api/users', { cookie: memberCookie, body: newUserBody() }),
    );
    expectRefused(
      await call(server.app, 'POST', '/api/user-groups', {
        cookie: memberCookie,
        body: { name: 'Gated group', description: 'Should not exist', users: [member.id] },
      }),
    );
    expectRefused(
      await call(server.app, 'POST', `/api/user-groups/${groupId}/trash`, { cookie: memberCookie }),
    );
    expect(
      await countOf(server.ctx.db, sql`select count(*)::int as n from users where org_id = ${orgId}`),
    ).toBe(usersBefore);
    expect(
      await countOf(server.ctx.db, sql`select count(*)::int as n from user_groups where org_id = ${orgId}`),
    ).toBe(groupsBefore);

    // Screens outside the gate stay open: the member's own record and the apps.
    expect((await get(memberCookie, '/api/me')).statusCode).toBe(200);
    expect((await get(memberCookie, '/api/apps')).statusCode).toBe(200);
  });

  it('lets the org admin through', async () => {
    const { orgId, adminCookie } = await orgWithMember();
    await addLicense(orgId, EXPIRED);
    expect((await get(adminCookie, '/api/users')).statusCode).toBe(200);
    expect((await get(adminCookie, '/api/user-groups')).statusCode).toBe(200);
    const created = await call(server.app, 'POST', '/api/users', {
      cookie: adminCookie,
      body: newUserBody(),
    });
    expect(created.statusCode).toBe(201);
  });

  it('leaves other organisations alone', async () => {
    const expired = await orgWithMember();
    const healthy = await orgWithMember();
    await addLicense(expired.orgId, EXPIRED);
    await addLicense(healthy.orgId, CURRENT);
    expectRefused(await get(expired.memberCookie, '/api/users'));
    expect((await get(healthy.memberCookie, '/api/users')).statusCode).toBe(200);
  });

  it("lifts when a current license is added, and tells the organisation's tabs", async () => {
    const { orgId, memberCookie } = await orgWithMember();
    await addLicense(orgId, EXPIRED);
    expectRefused(await get(memberCookie, '/api/users'));

    const tab = await openEventStream(baseUrl, memberCookie);
    streams.push(tab);
    await addLicense(orgId, CURRENT);
    expect(await tab.next('license.changed')).toEqual({ type: 'license.changed' });
    expect((await licenseOf(memberCookie)).expired).toBe(false);
    expect((await get(memberCookie, '/api/users')).statusCode).toBe(200);
    expect((await get(memberCookie, '/api/user-groups')).statusCode).toBe(200);
  });

  it('speaks of the ended license before the blocked app, then of the app, then lets the member through', async () => {
    const org = await orgWithAdmin(server.app, masterCookie);
    const member = await insertOrgUser(server.ctx, org.orgId);
    const access = [{ app: 'access-management', role: ['manage-user:edit_all'] }];
    await server.ctx.db.execute(
      sql`update users set access = ${JSON.stringify(access)}::jsonb where id = ${member.id}`,
    );
    const memberCookie = await signInOrgUser(server.app, member);
    const setBlocked = (isBlocked: boolean) =>
      call(server.app, 'PATCH', '/api/apps/access-management', { cookie: masterCookie, body: { isBlocked } });

    await addLicense(org.orgId, EXPIRED);
    expect((await setBlocked(true)).statusCode).toBe(200);
    try {
      expectRefused(await get(memberCookie, '/api/users'));
      await addLicense(org.orgId, CURRENT);
      const blocked = await get(memberCookie, '/api/users');
      expect(blocked.statusCode).toBe(403);
      expect(errorOf(blocked).message).toBe(dashboardMessages.appBlockedBody);
    } finally {
      expect((await setBlocked(false)).statusCode).toBe(200);
    }
    expect((await get(memberCookie, '/api/users')).statusCode).toBe(200);
  });
});
