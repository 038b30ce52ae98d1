import { ADMIN_GROUP_ID } from '@atrium/domain/user-groups/user-groups.contract.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import {
  ACCESS_APP,
  adminGroupUsers,
  createdGroup,
  type GroupsOrg,
  groupsApi,
  groupsOrg,
  member,
} from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let baseUrl: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  baseUrl = await listen(server.app);
});
afterAll(() => server?.tearDown());

const newOrg = () => groupsOrg(server.app, masterCookie);
const adminBody = (users: string[], overrides: Record<string, unknown> = {}) => ({
  name: 'Admin Group',
  description: 'Administrators of this organization',
  users,
  isActive: true,
  ...overrides,
});
const isOrgAdmin = async (cookie: string) =>
  (await call(server.app, 'GET', '/api/me', { cookie })).json().user.isOrgAdmin as boolean;
const editAdminGroup = (org: GroupsOrg, body: unknown, cookie = org.adminCookie) =>
  groupsApi(server.app, cookie).update(ADMIN_GROUP_ID, body);

describe('the admin group', () => {
  it('makes whoever the org admin adds an org admin, and tells them and the organisation at once', async () => {
    const org = await newOrg();
    const newcomer = await member(server.app, server.ctx, org.orgId);
    const bystander = await member(server.app, server.ctx, org.orgId);
    expect(await isOrgAdmin(newcomer.cookie)).toBe(false);
    const newcomerTab = await openEventStream(baseUrl, newcomer.cookie);
    const bystanderTab = await openEventStream(baseUrl, bystander.cookie);
    try {
      const added = await editAdminGroup(org, adminBody([org.adminId, newcomer.id]));
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({
        message: m.updated,
        group: { id: ADMIN_GROUP_ID, isAdminGroup: true },
      });
      await newcomerTab.next('me.changed');
      await newcomerTab.next('user-groups.changed');
      await bystanderTab.next('user-groups.changed');
      expect(await isOrgAdmin(newcomer.cookie)).toBe(true);
      expect(bystanderTab.events.map((e) => e.type)).not.toContain('me.changed');

      const removed = await editAdminGroup(org, adminBody([org.adminId]), newcomer.cookie);
      expect(removed.statusCode, removed.body).toBe(200);
      await newcomerTab.next('me.changed');
      expect(await isOrgAdmin(newcomer.cookie)).toBe(false);
    } finally {
      newcomerTab.close();
      bystanderTab.close();
    }
  });

  it('keeps the first admin, at least one member and its active state', async () => {
    const org = await newOrg();
    const second = await member(server.app, server.ctx, org.orgId);
    await editAdminGroup(org, adminBody([org.adminId, second.id]));
    const before = await adminGroupUsers(server.ctx, org.orgId);

    const withoutFirst = await editAdminGroup(org, adminBody([second.id]), second.cookie);
    expect(withoutFirst.statusCode).toBe(400);
    expect(errorOf(withoutFirst)).toEqual({
      code: 'bad_request',
      message: m.adminGroupKeepsFirstAdmin,
      fields: { users: m.adminGroupKeepsFirstAdmin },
    });
    const empty = await editAdminGroup(org, adminBody([]));
    expect(errorOf(empty).message).toBe(m.adminGroupNeedsMember);
    const inactive = await editAdminGroup(org, adminBody([org.adminId], { isActive: false }));
    expect(errorOf(inactive).message).toBe(m.adminGroupStaysActive);
    expect(await adminGroupUsers(server.ctx, org.orgId)).toEqual(before);
  });

  it('takes no blocked or archived user and no name another group holds', async () => {
    const org = await newOrg();
    await createdGroup(groupsApi(server.app, org.adminCookie), { name: 'Sales', users: [org.adminId] });
    const blocked = await member(server.app, server.ctx, org.orgId, { state: 'blocked' });
    const archived = await member(server.app, server.ctx, org.orgId, { state: 'archived' });
    for (const id of [blocked.id, archived.id]) {
      const refused = await editAdminGroup(org, adminBody([org.adminId, id]));
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(m.unknownUsers);
    }
    const clash = await editAdminGroup(org, adminBody([org.adminId], { name: 'sales' }));
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(m.nameTaken);
    expect(await adminGroupUsers(server.ctx, org.orgId)).toEqual([org.adminId]);

    const renamed = await editAdminGroup(org, adminBody([org.adminId], { name: 'Admins' }));
    expect(renamed.json().group.name).toBe('Admins');
  });

  it('cannot be changed by anyone but an org admin', async () => {
    const org = await newOrg();
    const manager = await member(server.app, server.ctx, org.orgId, { access: ACCESS_APP });
    const viewer = await member(server.app, server.ctx, org.orgId);

    const byManager = await editAdminGroup(org, adminBody([org.adminId, manager.id]), manager.cookie);
    expect(byManager.statusCode).toBe(403);
    expect(errorOf(byManager).message).toBe(m.adminGroupProtected);
    const byViewer = await editAdminGroup(org, adminBody([org.adminId, viewer.id]), viewer.cookie);
    expect(byViewer.statusCode).toBe(403);
    expect(errorOf(byViewer).message).toBe(m.noManagePermission);
    expect(await adminGroupUsers(server.ctx, org.orgId)).toEqual([org.adminId]);
  });

  it("is each organisation's own: editing it never touches another organisation's", async () => {
    const org = await newOrg();
    const other = await newOrg();
    const added = await editAdminGroup(org, adminBody([org.adminId, other.adminId]));
    expect(added.statusCode).toBe(400);
    expect(errorOf(added).message).toBe(m.unknownUsers);
    expect(await adminGroupUsers(server.ctx, other.orgId)).toEqual([other.adminId]);
  });
});
