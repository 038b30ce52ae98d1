import { appsMessages as m } from '@atrium/domain/access/access.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
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

const setFlags = (cookie: string, appName: string, body: unknown) =>
  call(server.app, 'PATCH', `/api/apps/${appName}`, { cookie, body });

const flagsOf = async (appName: string) => {
  const [row] = await rowsOf<{ is_blocked: boolean; is_active_for_assignment: boolean }>(
    server.ctx.db,
    sql`select is_blocked, is_active_for_assignment from apps where app_name = ${appName}`,
  );
  return row;
};

async function openStream(cookie: string) {
  const stream = await openEventStream(baseUrl, cookie);
  streams.push(stream);
  return stream;
}

/** A member of the organisation holding manage-app:control_all in access management. */
async function controlAllHolder(orgId: string) {
  const user = await insertOrgUser(server.ctx, orgId);
  const access = [{ app: 'access-management', role: ['manage-app:control_all'] }];
  await server.ctx.db.execute(
    sql`update users set access = ${JSON.stringify(access)}::jsonb where id = ${user.id}`,
  );
  return signInOrgUser(server.app, user);
}

describe('the master admin manages all apps', () => {
  it('blocks and unblocks an app for everyone, and every open tab hears of it', async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const memberCookie = await signInOrgUser(server.app, await insertOrgUser(server.ctx, orgId));
    const other = await orgWithAdmin(server.app, masterCookie);
    const memberTab = await openStream(memberCookie);
    const otherOrgTab = await openStream(other.adminCookie);

    const blocked = await setFlags(masterCookie, 'form-management', { isBlocked: true });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      app_name: 'form-management',
      is_blocked: true,
      is_active_for_assignment: true,
    });
    expect(await memberTab.next('apps.changed')).toEqual({ type: 'apps.changed' });
    expect(await otherOrgTab.next('apps.changed')).toEqual({ type: 'apps.changed' });

    // Every organisation sees the same state: it is one record for the platform.
    for (const cookie of [adminCookie, other.adminCookie]) {
      const list = await call(server.app, 'GET', '/api/apps', { cookie });
      expect(list.json().apps).toContainEqual(
        expect.objectContaining({ app_name: 'form-management', is_blocked: true }),
      );
    }

    const unblocked = await setFlags(masterCookie, 'form-management', { isBlocked: false });
    expect(unblocked.json()).toMatchObject({ is_blocked: false });
    await memberTab.next('apps.changed');
    expect(await flagsOf('form-management')).toEqual({ is_blocked: false, is_active_for_assignment: true });
  });

  it('offers an app for assignment or withdraws it, leaving the blocked state alone', async () => {
    await setFlags(masterCookie, 'storage', { isBlocked: true });
    const withdrawn = await setFlags(masterCookie, 'storage', { isActiveForAssignment: false });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ is_blocked: true, is_active_for_assignment: false });

    const both = await setFlags(masterCookie, 'storage', { isBlocked: false, isActiveForAssignment: true });
    expect(both.json()).toMatchObject({ is_blocked: false, is_active_for_assignment: true });
    expect(await flagsOf('storage')).toEqual({ is_blocked: false, is_active_for_assignment: true });
  });

  it('answers 404 for an app that does not exist, and creates none', async () => {
    const response = await setFlags(masterCookie, 'no-such-app', { isBlocked: true });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'not_found', message: m.notFound });
    expect(await flagsOf('no-such-app')).toBeUndefined();
  });

  it('refuses a request that changes nothing', async () => {
    const response = await setFlags(masterCookie, 'storage', {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation');
    const wrongType = await setFlags(masterCookie, 'storage', { isBlocked: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(await flagsOf('storage')).toEqual({ is_blocked: false, is_active_for_assignment: true });
  });
});

describe('nobody else changes the apps (docs/decisions/0009)', () => {
  it('refuses org admins, control_all holders and regular members with the spec message', async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const memberCookie = await signInOrgUser(server.app, await insertOrgUser(server.ctx, orgId));
    const holderCookie = await controlAllHolder(orgId);
    const before = await flagsOf('data-management');

    for (const cookie of [adminCookie, holderCookie, memberCookie]) {
      for (const body of [{ isBlocked: true }, { isActiveForAssignment: false }]) {
        const response = await setFlags(cookie, 'data-management', body);
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toEqual({ code: 'forbidden', message: m.onlyMaster });
      }
      // They still read the apps and their state, read-only.
      expect((await call(server.app, 'GET', '/api/apps', { cookie })).statusCode).toBe(200);
    }
    expect(await flagsOf('data-management')).toEqual(before);
  });

  it('refuses an unknown app to a non-master with 403 too, so names cannot be probed', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const response = await setFlags(adminCookie, 'no-such-app', { isBlocked: true });
    expect(response.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const response = await setFlags('', 'storage', { isBlocked: true });
    expect(response.statusCode).toBe(401);
    expect(await flagsOf('storage')).toMatchObject({ is_blocked: false });
  });
});
