import { randomUUID } from 'node:crypto';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { ADMIN_GROUP_ID } from '@atrium/domain/user-groups/user-groups.contract.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type { UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import {
  ACCESS_APP,
  createdGroup,
  expireLicense,
  type GroupsOrg,
  groupCount,
  groupsApi,
  groupsOrg,
  member,
  storedGroups,
} from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const newOrg = () => groupsOrg(server.app, masterCookie);
const newMember = (org: GroupsOrg, options: Parameters<typeof member>[3] = {}) =>
  member(server.app, server.ctx, org.orgId, options);
const groupsOf = async (cookie: string, query = '') => {
  const response = await groupsApi(server.app, cookie).list(query);
  expect(response.statusCode).toBe(200);
  return response.json() as { groups: UserGroup[]; mayManage: boolean };
};

describe('listing user groups', () => {
  it('shows the org admin the admin group first, then Default, then the others by name', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    const other = await newMember(org);
    await createdGroup(api, { name: 'zeta crew', users: [other.id] });
    await createdGroup(api, { name: 'Alpha crew', users: [org.adminId, other.id] });

    const { groups, mayManage } = await groupsOf(org.adminCookie);
    expect(mayManage).toBe(true);
    expect(groups.map((g) => g.name)).toEqual(['Admin Group', 'Default', 'Alpha crew', 'zeta crew']);
    expect(groups[0]).toMatchObject({
      id: ADMIN_GROUP_ID,
      isAdminGroup: true,
      isDefault: false,
      isTrashed: false,
      users: [org.adminId],
      members: [{ id: org.adminId, name: 'Ada Admin', active: true }],
      canEdit: true,
      canDelete: false,
    });
    expect(groups[1]).toMatchObject({ isDefault: true, canEdit: true, canDelete: false });
    expect(groups[2]).toMatchObject({ canEdit: true, canDelete: true, createdBy: org.adminId });
    expect(groups[2]?.members.map((x) => x.name)).toEqual(['Ada Admin', 'Rita Regular']);
  });

  it('searches names and descriptions, case-insensitively, with % and _ taken literally', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    await createdGroup(api, { name: 'Field team', description: 'Works on site', users: [org.adminId] });
    await createdGroup(api, { name: 'Office', description: '100% remote', users: [org.adminId] });
    const names = async (search: string) =>
      (await groupsOf(org.adminCookie, `?search=${encodeURIComponent(search)}`)).groups.map((g) => g.name);

    expect(await names('FIELD')).toEqual(['Field team']);
    expect(await names('on SITE')).toEqual(['Field team']);
    expect(await names('%')).toEqual(['Office']);
    expect(await names('_')).toEqual([]);
    expect(await names('admin')).toEqual(['Admin Group']);
  });

  it('lists only trashed groups in the trash, and never the admin group there', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    const id = await createdGroup(api, { name: 'Old crew', users: [org.adminId] });
    await createdGroup(api, { name: 'New crew', users: [org.adminId] });
    expect((await api.trash(id)).statusCode).toBe(200);

    const trash = await groupsOf(org.adminCookie, '?trashed=true');
    expect(trash.groups.map((g) => g.name)).toEqual(['Old crew']);
    expect(trash.groups[0]?.trashedAt).not.toBeNull();
    const live = await groupsOf(org.adminCookie);
    expect(live.groups.map((g) => g.name)).toEqual(['Admin Group', 'Default', 'New crew']);
  });

  it('shows a member without the access-management app everything, read-only', async () => {
    const org = await newOrg();
    await createdGroup(groupsApi(server.app, org.adminCookie), { name: 'Crew', users: [org.adminId] });
    const viewer = await newMember(org);
    const { groups, mayManage } = await groupsOf(viewer.cookie);
    expect(mayManage).toBe(false);
    expect(groups.map((g) => g.name)).toEqual(['Admin Group', 'Default', 'Crew']);
    expect(groups.every((g) => !g.canEdit && !g.canDelete)).toBe(true);
  });

  it('lets a holder of the access-management app manage groups, but not the admin group nor delete Default', async () => {
    const org = await newOrg();
    await createdGroup(groupsApi(server.app, org.adminCookie), { name: 'Crew', users: [org.adminId] });
    const manager = await newMember(org, { access: ACCESS_APP });
    const { groups, mayManage } = await groupsOf(manager.cookie);
    expect(mayManage).toBe(true);
    expect(groups.map((g) => [g.name, g.canEdit, g.canDelete])).toEqual([
      ['Admin Group', false, false],
      ['Default', true, false],
      ['Crew', true, true],
    ]);
  });

  it("never shows another organisation's groups", async () => {
    const org = await newOrg();
    const other = await newOrg();
    await createdGroup(groupsApi(server.app, other.adminCookie), { name: 'Secret', users: [other.adminId] });
    const { groups } = await groupsOf(org.adminCookie, '?search=Secret');
    expect(groups).toEqual([]);
  });

  it('needs an organisation session', async () => {
    const anonymous = await call(server.app, 'GET', '/api/user-groups');
    expect(anonymous.statusCode).toBe(401);
    const master = await call(server.app, 'GET', '/api/user-groups', { cookie: masterCookie });
    expect(master.statusCode).toBe(403);
    expect(errorOf(master).message).toBe(authMessages.userOrOrgNotFound);
  });
});

describe('creating a user group', () => {
  it('creates the group with its members and answers with the spec message', async () => {
    const org = await newOrg();
    const other = await newMember(org);
    const response = await groupsApi(server.app, org.adminCookie).create({
      name: '  Sales  ',
      description: 'The sales people',
      users: [other.id, org.adminId, other.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.created);
    expect(response.json().group).toMatchObject({
      name: 'Sales',
      isActive: true,
      canEdit: true,
      canDelete: true,
    });
    const stored = (await storedGroups(server.ctx, org.orgId)).find((g) => g.name === 'Sales');
    expect(stored).toMatchObject({ description: 'The sales people', is_trashed: false, is_default: false });
    expect(stored?.users.sort()).toEqual([org.adminId, other.id].sort());
  });

  it.each([
    ['no name', { name: '', description: 'd' }],
    ['a blank description', { name: 'Crew', description: '   ' }],
    ['no users', { name: 'Crew', description: 'd', users: [] }],
    ['no users field at all', { name: 'Crew', description: 'd', users: undefined }],
    ['no name field at all', { name: undefined, description: 'd' }],
  ])('refuses %s with the one spec message and creates nothing', async (_what, body) => {
    const org = await newOrg();
    const before = await groupCount(server.ctx, org.orgId);
    const response = await groupsApi(server.app, org.adminCookie).create({ users: [org.adminId], ...body });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(m.fillAllFields);
    expect(await groupCount(server.ctx, org.orgId)).toBe(before);
  });

  it('refuses users who are unknown, in another organisation, blocked or archived', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const blocked = await newMember(org, { state: 'blocked' });
    const archived = await newMember(org, { state: 'archived' });
    const before = await groupCount(server.ctx, org.orgId);
    for (const stranger of [randomUUID(), other.adminId, blocked.id, archived.id]) {
      const response = await groupsApi(server.app, org.adminCookie).create({
        name: 'Crew',
        description: 'd',
        users: [org.adminId, stranger],
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'bad_request',
        message: m.unknownUsers,
        fields: { users: m.unknownUsers },
      });
    }
    expect(await groupCount(server.ctx, org.orgId)).toBe(before);
  });

  it('keeps names unique in the organisation, case-insensitively, Default and the admin group included', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    await createdGroup(api, { name: 'Sales', users: [org.adminId] });
    const before = await groupCount(server.ctx, org.orgId);
    for (const name of ['SALES', 'default', 'admin group']) {
      const response = await api.create({ name, description: 'd', users: [org.adminId] });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'conflict',
        message: m.nameTaken,
        fields: { name: m.nameTaken },
      });
    }
    expect(await groupCount(server.ctx, org.orgId)).toBe(before);
    // Another organisation may use the same name.
    const other = await newOrg();
    await createdGroup(groupsApi(server.app, other.adminCookie), { name: 'Sales', users: [other.adminId] });
  });

  it('lets only one of two simultaneous requests take a name', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    const body = { name: 'Race', description: 'd', users: [org.adminId] };
    const answers = await Promise.all([api.create(body), api.create({ ...body, name: 'RACE' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(
      (await storedGroups(server.ctx, org.orgId)).filter((g) => g.name.toLowerCase() === 'race'),
    ).toHaveLength(1);
  });

  it('refuses a member without the access-management app; a holder of it creates', async () => {
    const org = await newOrg();
    const viewer = await newMember(org);
    const before = await groupCount(server.ctx, org.orgId);
    const refused = await groupsApi(server.app, viewer.cookie).create({
      name: 'Crew',
      description: 'd',
      users: [viewer.id],
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noManagePermission);
    expect(await groupCount(server.ctx, org.orgId)).toBe(before);

    const manager = await newMember(org, { access: ACCESS_APP });
    await createdGroup(groupsApi(server.app, manager.cookie), { name: 'Crew', users: [viewer.id] });
  });
});

describe('editing a user group', () => {
  it('saves name, description, members and the active switch', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    const a = await newMember(org);
    const id = await createdGroup(api, { name: 'Crew', users: [org.adminId] });
    const response = await api.update(id, {
      name: 'Crew B',
      description: 'New words',
      users: [a.id],
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.updated);
    expect(response.json().group).toMatchObject({ name: 'Crew B', isActive: false, users: [a.id] });
    expect((await storedGroups(server.ctx, org.orgId)).find((g) => g.id === id)).toMatchObject({
      name: 'Crew B',
      description: 'New words',
      users: [a.id],
      is_active: false,
    });
  });

  it('needs a name, and refuses a name another group holds, changing nothing', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    const id = await createdGroup(api, { name: 'Crew', users: [org.adminId] });
    await createdGroup(api, { name: 'Other', users: [org.adminId] });
    const before = await storedGroups(server.ctx, org.orgId);

    const blank = await api.update(id, { name: ' ', description: 'x', users: [], isActive: true });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe(m.nameRequired);
    const taken = await api.update(id, { name: 'other', description: 'x', users: [], isActive: true });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(m.nameTaken);
    expect(await storedGroups(server.ctx, org.orgId)).toEqual(before);

    const recased = await api.update(id, { name: 'CREW', description: 'x', users: [], isActive: true });
    expect(recased.statusCode).toBe(200);
  });

  it('refuses to add a blocked user but keeps a member who was blocked after joining', async () => {
    const org = await newOrg();
    const api = groupsApi(server.app, org.adminCookie);
    const later = await newMember(org);
    const id = await createdGroup(api, { name: 'Crew', users: [org.adminId, later.id] });
    const blocked = await newMember(org, { state: 'blocked' });
    const refused = await api.update(id, {
      name: 'Crew',
      description: 'd',
      users: [org.adminId, blocked.id],
      isActive: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(m.unknownUsers);

    await server.ctx.db.execute(sql`update users set is_blocked = true where id = ${later.id}`);
    const kept = await api.update(id, {
      name: 'Crew',
      description: 'still here',
      users: [org.adminId, later.id],
      isActive: true,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().group.members).toContainEqual({ id: later.id, name: 'Rita Regular', active: false });
  });

  it("answers 404 for another organisation's group or an unknown one, and 403 for a viewer", async () => {
    const org = await newOrg();
    const other = await newOrg();
    const foreign = await createdGroup(groupsApi(server.app, other.adminCookie), {
      name: 'Theirs',
      users: [other.adminId],
    });
    const body = { name: 'Mine now', description: '', users: [org.adminId], isActive: true };
    for (const id of [foreign, randomUUID()]) {
      const response = await groupsApi(server.app, org.adminCookie).update(id, body);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.notFound);
    }
    expect((await storedGroups(server.ctx, other.orgId)).map((g) => g.name)).toContain('Theirs');

    const own = await createdGroup(groupsApi(server.app, org.adminCookie), {
      name: 'Own',
      users: [org.adminId],
    });
    const viewer = await newMember(org);
    const refused = await groupsApi(server.app, viewer.cookie).update(own, body);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noManagePermission);
  });

  it('lets a holder of the access-management app edit Default', async () => {
    const org = await newOrg();
    const manager = await newMember(org, { access: ACCESS_APP });
    const defaultGroup = (await storedGroups(server.ctx, org.orgId)).find((g) => g.is_default);
    if (!defaultGroup) throw new Error('no Default group');
    const response = await groupsApi(server.app, manager.cookie).update(defaultGroup.id, {
      name: 'Default',
      description: 'Everyone here',
      users: defaultGroup.users,
      isActive: true,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the expired-license gate', () => {
  it('refuses listing and writing to non-admins; the org admin keeps both', async () => {
    const org = await newOrg();
    const manager = await newMember(org, { access: ACCESS_APP });
    await expireLicense(server.ctx, org.orgId);
    const before = await groupCount(server.ctx, org.orgId);
    const api = groupsApi(server.app, manager.cookie);
    for (const response of [
      await api.list(),
      await api.create({ name: 'Crew', description: 'd', users: [manager.id] }),
      await api.trash(randomUUID()),
      await api.bulkDelete([randomUUID()]),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(licenseMessages.expiredContactAdmin);
    }
    expect(await groupCount(server.ctx, org.orgId)).toBe(before);
    expect((await groupsApi(server.app, org.adminCookie).list()).statusCode).toBe(200);
    await createdGroup(groupsApi(server.app, org.adminCookie), { name: 'Crew', users: [manager.id] });
  });
});
