import { appsMessages as m } from '@atrium/domain/access/access.schemas.ts';
import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { accessApp, formsApp, memberWith, newOrg, newUserBody, roles } from './support/users-api.ts';

// An organisation's own app switches (docs/decisions/0009): its org admins and control_all holders close an
// app or withdraw it from assignment in their organisation only; the platform's switches stay the master
// admin's.

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

const setOrgFlags = (cookie: string, appName: string, body: unknown) =>
  call(server.app, 'PATCH', `/api/apps/${appName}/organization`, { cookie, body });

const appIn = async (cookie: string, appName: string) => {
  const list = await call(server.app, 'GET', '/api/apps', { cookie });
  expect(list.statusCode).toBe(200);
  return (list.json().apps as Array<{ app_name: string }>).find((app) => app.app_name === appName);
};

const platformFlags = async (appName: string) => {
  const [row] = await rowsOf<{ is_blocked: boolean; is_active_for_assignment: boolean }>(
    server.ctx.db,
    sql`select is_blocked, is_active_for_assignment from apps where app_name = ${appName}`,
  );
  return row;
};

const orgRows = async (orgId: string) =>
  rowsOf(server.ctx.db, sql`select app_name from org_app_settings where org_id = ${orgId}`);

async function openStream(cookie: string) {
  const stream = await openEventStream(baseUrl, cookie);
  streams.push(stream);
  return stream;
}

/** An organisation with its admin, a control_all holder and a member who uses access management. */
async function orgWithPeople() {
  const org = await newOrg(server.app, masterCookie);
  const holder = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.controlAll)]);
  const member = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.editAll)]);
  return { ...org, holderCookie: holder.cookie, memberCookie: member.cookie };
}

describe("an organisation's own app switches", () => {
  it('let an org admin block an app in the organisation only; its tabs hear of it, others are untouched', async () => {
    const org = await orgWithPeople();
    const other = await orgWithPeople();
    const memberTab = await openStream(org.memberCookie);
    const before = await platformFlags('access-management');

    const blocked = await setOrgFlags(org.adminCookie, 'access-management', { isBlocked: true });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      app_name: 'access-management',
      is_blocked: true,
      is_active_for_assignment: true,
      platform: { is_blocked: false, is_active_for_assignment: true },
      organization: { is_blocked: true, is_active_for_assignment: true },
    });
    expect(await memberTab.next('apps.changed')).toEqual({ type: 'apps.changed' });

    // In force in the organisation: the member's work is refused, the admin and holder still pass.
    expect(await appIn(org.memberCookie, 'access-management')).toMatchObject({ is_blocked: true });
    const refused = await call(server.app, 'GET', '/api/users', { cookie: org.memberCookie });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(dashboardMessages.appBlockedBody);
    for (const cookie of [org.adminCookie, org.holderCookie]) {
      expect((await call(server.app, 'GET', '/api/users', { cookie })).statusCode).toBe(200);
    }

    // Nothing changes for the platform or another organisation.
    expect(await platformFlags('access-management')).toEqual(before);
    expect(await appIn(other.memberCookie, 'access-management')).toMatchObject({
      is_blocked: false,
      organization: { is_blocked: false, is_active_for_assignment: true },
    });
    expect((await call(server.app, 'GET', '/api/users', { cookie: other.memberCookie })).statusCode).toBe(
      200,
    );
    expect(await orgRows(other.orgId)).toEqual([]);

    const reopened = await setOrgFlags(org.adminCookie, 'access-management', { isBlocked: false });
    expect(reopened.json()).toMatchObject({ is_blocked: false, organization: { is_blocked: false } });
    await memberTab.next('apps.changed');
    expect((await call(server.app, 'GET', '/api/users', { cookie: org.memberCookie })).statusCode).toBe(200);
  });

  it('let a control_all holder withdraw an app from assignment in the organisation only', async () => {
    const org = await orgWithPeople();
    const other = await orgWithPeople();
    const withdrawn = await setOrgFlags(org.holderCookie, 'form-management', {
      isActiveForAssignment: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      is_active_for_assignment: false,
      platform: { is_active_for_assignment: true },
      organization: { is_active_for_assignment: false, is_blocked: false },
    });

    const access = [formsApp('dynamic-form:create_new')];
    const refused = await call(server.app, 'POST', '/api/users', {
      cookie: org.adminCookie,
      body: newUserBody({ access }),
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(userMessages.appNotAssignable('form-management'));

    const elsewhere = await call(server.app, 'POST', '/api/users', {
      cookie: other.adminCookie,
      body: newUserBody({ access }),
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(await platformFlags('form-management')).toEqual({
      is_blocked: false,
      is_active_for_assignment: true,
    });
  });

  it("add to the platform's: an app the platform blocked stays blocked whatever the organisation set", async () => {
    const org = await orgWithPeople();
    await setOrgFlags(org.adminCookie, 'data-management', { isBlocked: false });
    const platform = await call(server.app, 'PATCH', '/api/apps/data-management', {
      cookie: masterCookie,
      body: { isBlocked: true },
    });
    expect(platform.statusCode).toBe(200);
    try {
      expect(await appIn(org.memberCookie, 'data-management')).toMatchObject({
        is_blocked: true,
        platform: { is_blocked: true },
        organization: { is_blocked: false },
      });
    } finally {
      await call(server.app, 'PATCH', '/api/apps/data-management', {
        cookie: masterCookie,
        body: { isBlocked: false },
      });
    }
  });

  it('show the master admin, who has no organisation, the platform state alone', async () => {
    const app = await appIn(masterCookie, 'storage');
    expect(app).toMatchObject({ is_blocked: false, organization: null });
  });
});

describe('who sets which switch', () => {
  it('refuses the organisation switch to members with the spec message, and to the master admin', async () => {
    const org = await orgWithPeople();
    for (const body of [{ isBlocked: true }, { isActiveForAssignment: false }]) {
      const member = await setOrgFlags(org.memberCookie, 'storage', body);
      expect(member.statusCode).toBe(403);
      expect(errorOf(member)).toEqual({ code: 'forbidden', message: m.onlyMaster });
      const master = await setOrgFlags(masterCookie, 'storage', body);
      expect(master.statusCode).toBe(403);
      expect(errorOf(master).message).toBe(m.noOrganization);
    }
    expect(await orgRows(org.orgId)).toEqual([]);
    expect((await setOrgFlags('', 'storage', { isBlocked: true })).statusCode).toBe(401);
  });

  it("keeps the platform's switch from org admins and control_all holders", async () => {
    const org = await orgWithPeople();
    for (const cookie of [org.adminCookie, org.holderCookie]) {
      const response = await call(server.app, 'PATCH', '/api/apps/storage', {
        cookie,
        body: { isBlocked: true },
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(m.onlyMaster);
    }
    expect(await platformFlags('storage')).toEqual({ is_blocked: false, is_active_for_assignment: true });
  });

  it('answers 404 for an unknown app and 400 for a change of nothing, writing no row', async () => {
    const org = await orgWithPeople();
    const unknown = await setOrgFlags(org.adminCookie, 'no-such-app', { isBlocked: true });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'not_found', message: m.notFound });
    expect((await setOrgFlags(org.adminCookie, 'storage', {})).statusCode).toBe(400);
    expect(await orgRows(org.orgId)).toEqual([]);
  });
});
