import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { userMessages as m } from '@atrium/domain/users/users.messages.ts';
import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';
import {
  accessApp,
  createUser,
  formsApp,
  listUsers,
  memberWith,
  newOrg,
  roles,
} from './support/users-api.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let org: Awaited<ReturnType<typeof newOrg>>;
const names = ['Alice Archer', 'Bob Baker', 'Carla Cooper', 'Dan Dyer', 'Eve Evans', 'Finn Fox'];
const people: Awaited<ReturnType<typeof createUser>>[] = [];

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  org = await newOrg(server.app, masterCookie);
  for (const [index, name] of names.entries()) {
    people.push(
      await createUser(server.app, org.adminCookie, org.orgId, {
        name,
        phoneNumber: `+700000000${index}`,
      }),
    );
  }
});
afterAll(() => server?.tearDown());

async function page(query: string, cookie = org.adminCookie) {
  const response = await listUsers(server.app, cookie, query);
  expect(response.statusCode).toBe(200);
  return response.json() as { users: UserSummary[]; total: number };
}

describe('the users list', () => {
  it("lists the organisation's users by name, with the first admin marked", async () => {
    const { users, total } = await page('pageSize=100');
    expect(total).toBe(names.length + 1);
    expect(users.map((u) => u.name)).toEqual([...names, 'Ada Admin'].sort((a, b) => a.localeCompare(b)));
    const admin = users.find((u) => u.email === org.adminEmail);
    expect(admin).toMatchObject({ isFirstAdmin: true, isOrgAdmin: true, isArchived: false });
    expect(users.filter((u) => u.isOrgAdmin)).toHaveLength(1);
    expect(users[0]).not.toHaveProperty('passwordHash');
  });

  it('never shows another organisation', async () => {
    const other = await newOrg(server.app, masterCookie);
    const theirs = await createUser(server.app, other.adminCookie, other.orgId);
    const ours = await page('pageSize=100');
    expect(ours.users.some((u) => u.id === theirs.user.id)).toBe(false);
    const theirList = await page('pageSize=100', other.adminCookie);
    expect(theirList.total).toBe(2);
  });

  it('pages on the server with the total of all matches', async () => {
    const first = await page('pageSize=10&page=0');
    expect(first.total).toBe(7);
    expect(first.users).toHaveLength(7);
    const all = await page('pageSize=100');
    const second = await listUsers(server.app, org.adminCookie, 'pageSize=10&page=1');
    expect(second.json()).toEqual({ users: [], total: 7 });
    expect(first.users.map((u) => u.id)).toEqual(all.users.map((u) => u.id));
    const bad = await listUsers(server.app, org.adminCookie, 'pageSize=7');
    expect(bad.statusCode).toBe(400);
  });

  it('searches name, username, email and phone, in any letter case', async () => {
    const bob = people[1];
    if (!bob) throw new Error('no Bob');
    for (const search of [
      'bob',
      'BAKER',
      bob.body.username.toUpperCase(),
      bob.email.toUpperCase().split('@')[0] ?? '',
      '7000000001',
    ]) {
      const found = await page(`search=${encodeURIComponent(search)}`);
      expect(found.users.map((u) => u.id)).toEqual([bob.user.id]);
      expect(found.total).toBe(1);
    }
    const many = await page(`search=${encodeURIComponent('+70000000')}&pageSize=10`);
    expect(many.total).toBe(names.length);
    expect((await page('search=zzz')).total).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await page(`search=${encodeURIComponent('%')}`)).total).toBe(0);
    const underscore = await page(`search=${encodeURIComponent('_')}`);
    // Only usernames hold an underscore: every user created here and the first admin.
    expect(underscore.total).toBe(7);
  });

  it('shows archived users only in the archive', async () => {
    const leaving = await createUser(server.app, org.adminCookie, org.orgId, { name: 'Gus Gone' });
    await call(server.app, 'POST', `/api/users/${leaving.user.id}/archive`, { cookie: org.adminCookie });
    const active = await page('search=gus');
    expect(active.total).toBe(0);
    const archived = await page('archived=true&search=gus');
    expect(archived.users).toEqual([
      expect.objectContaining({ id: leaving.user.id, isArchived: true, archivedAt: expect.any(String) }),
    ]);
    await call(server.app, 'POST', `/api/users/${leaving.user.id}/restore`, { cookie: org.adminCookie });
    expect((await page('archived=true&search=gus')).total).toBe(0);
  });
});

describe('who may see the list', () => {
  it('is open to holders of the access-management app and to org admins only', async () => {
    const plain = await signInOrgUser(server.app, await insertOrgUser(server.ctx, org.orgId));
    const formsOnly = await memberWith(server.app, org.adminCookie, org.orgId, [
      formsApp('dynamic-form:create_new'),
    ]);
    for (const cookie of [plain, formsOnly.cookie, masterCookie]) {
      const response = await listUsers(server.app, cookie);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: m.noListPermission });
    }
    const manager = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.assign)]);
    expect((await listUsers(server.app, manager.cookie)).statusCode).toBe(200);
    expect((await listUsers(server.app, '')).statusCode).toBe(401);
  });

  it('is refused to non-admins once the license has expired; the org admin still sees it', async () => {
    const licensed = await newOrg(server.app, masterCookie);
    const manager = await memberWith(server.app, licensed.adminCookie, licensed.orgId, [
      accessApp(roles.editAll),
    ]);
    expect((await listUsers(server.app, manager.cookie)).statusCode).toBe(200);
    await server.ctx.db.execute(
      sql`insert into licenses (org_id, start_date, duration_value, duration_unit, end_date, storage_limit, storage_unit)
          values (${licensed.orgId}, '2020-01-01', 1, 'years', '2021-01-01', 10, 'GB')`,
    );
    const refused = await listUsers(server.app, manager.cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(licenseMessages.expiredContactAdmin);
    expect((await listUsers(server.app, licensed.adminCookie)).statusCode).toBe(200);
  });
});

describe('pickable users', () => {
  it('offers active, unblocked members of the organisation only', async () => {
    const blocked = await createUser(server.app, org.adminCookie, org.orgId, { name: 'Hank Held' });
    const { body } = blocked;
    await call(server.app, 'PATCH', `/api/users/${blocked.user.id}`, {
      cookie: org.adminCookie,
      body: {
        name: body.name,
        username: body.username,
        email: body.email,
        phoneNumber: body.phoneNumber,
        isBlocked: true,
      },
    });
    const archived = await createUser(server.app, org.adminCookie, org.orgId, { name: 'Ivy Idle' });
    await call(server.app, 'POST', `/api/users/${archived.user.id}/archive`, { cookie: org.adminCookie });

    const plain = await signInOrgUser(server.app, await insertOrgUser(server.ctx, org.orgId));
    const response = await call(server.app, 'GET', '/api/users/pickable', { cookie: plain });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().users as { id: string }[]).map((u) => u.id);
    expect(ids).toContain(people[0]?.user.id);
    expect(ids).not.toContain(blocked.user.id);
    expect(ids).not.toContain(archived.user.id);
    expect(Object.keys(response.json().users[0]).sort()).toEqual(['email', 'id', 'name', 'username']);

    expect((await call(server.app, 'GET', '/api/users/pickable', { cookie: masterCookie })).statusCode).toBe(
      403,
    );
  });
});
