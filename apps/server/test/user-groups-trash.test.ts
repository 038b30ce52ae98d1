import { randomUUID } from 'node:crypto';
import { ADMIN_GROUP_ID } from '@atrium/domain/user-groups/user-groups.contract.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { errorOf, type Response, setUpServer } from './support/test-app.ts';
import {
  ACCESS_APP,
  createdGroup,
  type GroupsOrg,
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
const stored = (org: GroupsOrg) => storedGroups(server.ctx, org.orgId);
const defaultIdOf = async (org: GroupsOrg) => {
  const group = (await stored(org)).find((g) => g.is_default);
  if (!group) throw new Error('no Default group');
  return group.id;
};

function expectAnswer(response: Response, status: number, message: string) {
  if (status === 200) {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message });
  } else {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response).message).toBe(message);
  }
}

/** An organisation with groups of the given names, created by its admin. */
async function orgWithGroups(...names: string[]) {
  const org = await newOrg();
  const api = groupsApi(server.app, org.adminCookie);
  const ids: string[] = [];
  for (const name of names) ids.push(await createdGroup(api, { name, users: [org.adminId] }));
  return { org, api, ids };
}

describe('trash, restore and permanent delete', () => {
  it('moves a group to the trash, restores it, trashes it again and deletes it for good', async () => {
    const { org, api, ids } = await orgWithGroups('Crew');
    const [id = ''] = ids;
    expectAnswer(await api.trash(id), 200, m.trashed);
    expect((await stored(org)).find((g) => g.id === id)?.is_trashed).toBe(true);
    expectAnswer(await api.restore(id), 200, m.restored);
    expect((await stored(org)).find((g) => g.id === id)?.is_trashed).toBe(false);
    expectAnswer(await api.trash(id), 200, m.trashed);
    expectAnswer(await api.remove(id), 200, m.deleted);
    expect((await stored(org)).map((g) => g.id)).not.toContain(id);
  });

  it('deletes only from the trash', async () => {
    const { org, api, ids } = await orgWithGroups('Crew');
    const before = await stored(org);
    expectAnswer(await api.remove(ids[0] ?? ''), 409, m.notInTrash);
    expect(await stored(org)).toEqual(before);
  });

  it('never trashes or deletes Default, not even for the org admin', async () => {
    const { org, api } = await orgWithGroups();
    const defaultId = await defaultIdOf(org);
    const before = await stored(org);
    expectAnswer(await api.trash(defaultId), 403, m.defaultProtected);
    expectAnswer(await api.remove(defaultId), 403, m.defaultProtected);
    expectAnswer(await api.bulkDelete([defaultId]), 403, m.defaultProtected);
    expect(await stored(org)).toEqual(before);
  });

  it('never trashes, restores or deletes the admin group', async () => {
    const { org, api } = await orgWithGroups('Crew');
    const before = await stored(org);
    expectAnswer(await api.trash(ADMIN_GROUP_ID), 403, m.adminGroupNotTrashable);
    expectAnswer(await api.restore(ADMIN_GROUP_ID), 403, m.adminGroupNotTrashable);
    expectAnswer(await api.remove(ADMIN_GROUP_ID), 403, m.adminGroupNotTrashable);
    expectAnswer(await api.bulkDelete([ADMIN_GROUP_ID]), 403, m.adminGroupNotTrashable);
    expect(await stored(org)).toEqual(before);
  });

  it('refuses every trash operation to a member without the access-management app', async () => {
    const { org, api, ids } = await orgWithGroups('Live', 'Trashed');
    await api.trash(ids[1] ?? '');
    const viewer = await member(server.app, server.ctx, org.orgId);
    const viewerApi = groupsApi(server.app, viewer.cookie);
    const before = await stored(org);
    for (const response of [
      await viewerApi.trash(ids[0] ?? ''),
      await viewerApi.restore(ids[1] ?? ''),
      await viewerApi.remove(ids[1] ?? ''),
      await viewerApi.bulkRestore([ids[1] ?? '']),
      await viewerApi.bulkDelete([ids[1] ?? '']),
    ]) {
      expectAnswer(response, 403, m.noManagePermission);
    }
    expect(await stored(org)).toEqual(before);
  });

  it('lets a holder of the access-management app trash, restore and delete', async () => {
    const { org, ids } = await orgWithGroups('Crew');
    const manager = await member(server.app, server.ctx, org.orgId, { access: ACCESS_APP });
    const api = groupsApi(server.app, manager.cookie);
    const [id = ''] = ids;
    expectAnswer(await api.trash(id), 200, m.trashed);
    expectAnswer(await api.restore(id), 200, m.restored);
    expectAnswer(await api.trash(id), 200, m.trashed);
    expectAnswer(await api.remove(id), 200, m.deleted);
    expectAnswer(await api.trash(await defaultIdOf(org)), 403, m.defaultProtected);
  });

  it("answers 404 for another organisation's group and leaves it alone", async () => {
    const mine = await orgWithGroups();
    const theirs = await orgWithGroups('Theirs');
    const [id = ''] = theirs.ids;
    expectAnswer(await mine.api.trash(id), 404, m.notFound);
    await theirs.api.trash(id);
    expectAnswer(await mine.api.restore(id), 404, m.notFound);
    expectAnswer(await mine.api.remove(id), 404, m.notFound);
    expect((await stored(theirs.org)).find((g) => g.id === id)?.is_trashed).toBe(true);
  });

  it('refuses to restore a group whose name a live group has taken meanwhile', async () => {
    const { org, api, ids } = await orgWithGroups('Crew');
    await api.trash(ids[0] ?? '');
    await createdGroup(api, { name: 'crew', users: [org.adminId] });
    expectAnswer(await api.restore(ids[0] ?? ''), 409, m.nameTaken);
    expect((await stored(org)).find((g) => g.id === ids[0])?.is_trashed).toBe(true);
  });
});

describe('bulk restore and bulk delete', () => {
  it('restores and deletes several groups with the counted messages', async () => {
    const { org, api, ids } = await orgWithGroups('One', 'Two', 'Three');
    for (const id of ids) await api.trash(id);
    expectAnswer(await api.bulkRestore([ids[0] ?? '', ids[1] ?? '']), 200, m.bulkRestored(2));
    expectAnswer(await api.trash(ids[0] ?? ''), 200, m.trashed);
    expectAnswer(await api.bulkDelete([ids[0] ?? '', ids[2] ?? '', ids[0] ?? '']), 200, m.bulkDeleted(2));
    expect((await stored(org)).map((g) => [g.name, g.is_trashed])).toEqual([
      ['Default', false],
      ['Two', false],
    ]);
  });

  it('changes nothing when one id is not in the trash, belongs to another organisation or is unknown', async () => {
    const { org, api, ids } = await orgWithGroups('One', 'Two');
    const theirs = await orgWithGroups('Theirs');
    await theirs.api.trash(theirs.ids[0] ?? '');
    await api.trash(ids[0] ?? '');
    const before = await stored(org);

    expectAnswer(await api.bulkDelete([ids[0] ?? '', ids[1] ?? '']), 409, m.notInTrash);
    expectAnswer(await api.bulkDelete([ids[0] ?? '', theirs.ids[0] ?? '']), 404, m.notFound);
    expectAnswer(await api.bulkRestore([ids[0] ?? '', theirs.ids[0] ?? '']), 404, m.notFound);
    expectAnswer(await api.bulkRestore([ids[0] ?? '', randomUUID()]), 404, m.notFound);
    expectAnswer(await api.bulkRestore([ids[0] ?? '', ADMIN_GROUP_ID]), 403, m.adminGroupNotTrashable);
    expect(await stored(org)).toEqual(before);
    expect((await stored(theirs.org)).find((g) => g.id === theirs.ids[0])?.is_trashed).toBe(true);
  });

  it('restores none of the groups when two of them would share a name', async () => {
    const { org, api, ids } = await orgWithGroups('Same');
    await api.trash(ids[0] ?? '');
    const twin = await createdGroup(api, { name: 'SAME', users: [org.adminId] });
    await api.trash(twin);
    expectAnswer(await api.bulkRestore([ids[0] ?? '', twin]), 409, m.nameTaken);
    expect((await stored(org)).filter((g) => g.is_trashed)).toHaveLength(2);
  });

  it('needs at least one id', async () => {
    const { api } = await orgWithGroups();
    const response = await api.bulkDelete([]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(m.selectGroups);
  });
});
