import { APP_CATALOGUE } from '@atrium/domain/access/apps.catalogue.ts';
import { QUICK_ACTION_IDS } from '@atrium/domain/dashboard/quick-actions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

async function me(cookie: string) {
  const response = await call(server.app, 'GET', '/api/me', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The first admin of a new organisation, with a way to open another browser session for them. */
async function newAdmin() {
  const { orgId, fields, adminCookie } = await orgWithAdmin(server.app, masterCookie);
  const account = { orgId, email: fields.adminEmail ?? '', password: fields.password ?? '' };
  return { orgId, cookie: adminCookie, anotherBrowser: () => signInOrgUser(server.app, account) };
}

const quickAction = (cookie: string, method: 'PUT' | 'DELETE', id: string) =>
  call(server.app, method, `/api/me/quick-actions/${id}`, { cookie });

describe('the session', () => {
  it('answers 200 with the same user as /api/me, or with null and no error without a session', async () => {
    const admin = await newAdmin();
    const signedIn = await call(server.app, 'GET', '/api/session', { cookie: admin.cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ me: await me(admin.cookie) });
    const nobody = await call(server.app, 'GET', '/api/session');
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ me: null });
    await call(server.app, 'POST', '/api/auth/logout', { cookie: admin.cookie });
    const ended = await call(server.app, 'GET', '/api/session', { cookie: admin.cookie });
    expect(ended.json()).toEqual({ me: null });
  });
});

describe('settings', () => {
  it('keeps dark mode on the user, so another browser sees it', async () => {
    const admin = await newAdmin();
    const response = await call(server.app, 'PATCH', '/api/me/settings', {
      cookie: admin.cookie,
      body: { darkMode: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ darkMode: true });
    expect((await me(await admin.anotherBrowser())).user.settings).toEqual({ darkMode: true });
  });

  it('refuses a malformed change and keeps the settings', async () => {
    const admin = await newAdmin();
    const response = await call(server.app, 'PATCH', '/api/me/settings', {
      cookie: admin.cookie,
      body: { darkMode: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation');
    expect(errorOf(response).fields).toHaveProperty('darkMode');
    expect((await me(admin.cookie)).user.settings).toEqual({ darkMode: null });
  });

  it('leaves dark mode unchosen for a new user, so the theme follows the system until they choose', async () => {
    const admin = await newAdmin();
    expect((await me(admin.cookie)).user.settings).toEqual({ darkMode: null });
    const off = await call(server.app, 'PATCH', '/api/me/settings', {
      cookie: admin.cookie,
      body: { darkMode: false },
    });
    expect(off.json()).toEqual({ darkMode: false });
    expect((await me(admin.cookie)).user.settings).toEqual({ darkMode: false });
  });

  it('needs a session', async () => {
    const response = await call(server.app, 'PATCH', '/api/me/settings', { body: { darkMode: true } });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthenticated');
  });
});

describe('quick actions', () => {
  it('stars and unstars, answering with the list, and is idempotent', async () => {
    const admin = await newAdmin();
    const [first = '', second = ''] = QUICK_ACTION_IDS;
    expect((await quickAction(admin.cookie, 'PUT', first)).json()).toEqual({ quickActions: [first] });
    expect((await quickAction(admin.cookie, 'PUT', first)).json()).toEqual({ quickActions: [first] });
    expect((await quickAction(admin.cookie, 'PUT', second)).json()).toEqual({
      quickActions: [first, second],
    });
    expect((await me(await admin.anotherBrowser())).user.quickActions).toEqual([first, second]);

    const off = await quickAction(admin.cookie, 'DELETE', first);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ quickActions: [second] });
    expect((await quickAction(admin.cookie, 'DELETE', first)).json()).toEqual({ quickActions: [second] });
    expect((await me(admin.cookie)).user.quickActions).toEqual([second]);
  });

  it('refuses an unknown action and changes nothing', async () => {
    const admin = await newAdmin();
    const known = QUICK_ACTION_IDS[0] ?? '';
    await quickAction(admin.cookie, 'PUT', known);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await quickAction(admin.cookie, method, 'no-such-action');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'bad_request', message: 'Unknown quick action.' });
    }
    expect((await me(admin.cookie)).user.quickActions).toEqual([known]);
  });

  it('needs a session', async () => {
    const response = await call(server.app, 'PUT', `/api/me/quick-actions/${QUICK_ACTION_IDS[0]}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('who the user is', () => {
  it('tells an org admin from a regular member', async () => {
    const admin = await newAdmin();
    expect((await me(admin.cookie)).user).toMatchObject({ isOrgAdmin: true, isFirstAdmin: true });

    const member = await insertOrgUser(server.ctx, admin.orgId);
    const body = await me(await signInOrgUser(server.app, member));
    expect(body.user).toMatchObject({
      id: member.id,
      email: member.email,
      isOrgAdmin: false,
      isFirstAdmin: false,
      isMasterAdmin: false,
      isCreator: false,
      access: [],
      quickActions: [],
    });
    expect(body.sessionKind).toBe('org');
    expect(body.organization.id).toBe(admin.orgId);
  });

  it('describes the master admin without an organisation', async () => {
    const body = await me(masterCookie);
    expect(body.user).toMatchObject({ isMasterAdmin: true, isOrgAdmin: false });
    expect(body.sessionKind).toBe('master');
    expect(body.organization).toBeNull();
  });
});

describe('the apps catalogue', () => {
  it('lists the five apps with their roles and conflicts', async () => {
    const admin = await newAdmin();
    const response = await call(server.app, 'GET', '/api/apps', { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
    const { apps } = response.json() as {
      apps: Array<{
        app_name: string;
        available_access: Array<{ meta: string; conflict: string[] }>;
        available_folder_access?: Array<{ meta: string; conflict: string[] }>;
      }>;
    };
    expect(apps).toEqual(
      APP_CATALOGUE.map((app) => {
        const open = { is_active_for_assignment: true, is_blocked: false };
        // The switches in force, then who set what: the platform, and this organisation (nothing set yet).
        return { ...app, ...open, platform: open, organization: open };
      }),
    );
    expect(apps).toHaveLength(5);

    const conflictsOf = (roles: Array<{ meta: string; conflict: string[] }> = [], meta: string) =>
      roles.find((role) => role.meta === meta)?.conflict;
    const storage = apps.find((app) => app.app_name === 'storage');
    expect(storage?.available_access).toEqual([]);
    expect(conflictsOf(storage?.available_folder_access, 'view_bills:view_all')).toEqual([
      'view_bills:view_self',
    ]);
    expect(conflictsOf(storage?.available_folder_access, 'view_bills:edit_self')).toEqual([
      'view_bills:edit_all',
    ]);
    const expense = apps.find((app) => app.app_name === 'expense-management');
    expect(expense).not.toHaveProperty('available_folder_access');
    expect(conflictsOf(expense?.available_access, 'bank-transfer:view_all')).toEqual([
      'bank-transfer:view_self',
    ]);
    expect(conflictsOf(expense?.available_access, 'bank-transfer:view_self')).toEqual([
      'bank-transfer:view_all',
    ]);
  });
});
