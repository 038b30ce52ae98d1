import { randomUUID } from 'node:crypto';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import {
  CREATE_GROUP,
  createdFormGroup,
  createForm,
  defaultGroupId,
  formGroupsApi,
  MANAGE_GROUPS,
  memberWithRoles,
  shownTo,
  storedFormGroups,
} from './support/form-groups-fixtures.ts';
import { countOf } from './support/sql.ts';
import { errorOf, type Response, setUpServer } from './support/test-app.ts';
import { groupsOrg } from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/** An organisation whose admin made the named groups over one form, and a manager who made 'Theirs'. */
async function orgWithGroups(...names: string[]) {
  const org = await groupsOrg(server.app, masterCookie);
  const api = formGroupsApi(server.app, org.adminCookie);
  const form = await createForm(server.app, org.adminCookie, { name: 'Survey' });
  const forms = [shownTo(form.id, { users: [org.adminId] })];
  const ids: string[] = [];
  for (const name of names) ids.push((await createdFormGroup(api, { name, forms })).id);
  const manager = await memberWithRoles(server.app, server.ctx, org.orgId, MANAGE_GROUPS, CREATE_GROUP);
  const managerApi = formGroupsApi(server.app, manager.cookie);
  const theirs = await createdFormGroup(managerApi, { name: 'Theirs', forms });
  return { org, api, form, ids, manager, managerApi, theirs };
}

function expectAnswer(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (status === 200) expect(response.json()).toEqual({ message });
  else expect(errorOf(response).message).toBe(message);
}

const trashedNames = async (orgId: string) =>
  (await storedFormGroups(server.ctx, orgId)).filter((g) => g.is_trashed).map((g) => g.name);
const namesOf = async (orgId: string) => (await storedFormGroups(server.ctx, orgId)).map((g) => g.name);
const formCount = (orgId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from forms where org_id = ${orgId}`);

describe('trash, restore and permanent delete', () => {
  it('moves a group to the trash, restores it, and deletes it for good while its forms stay', async () => {
    const { org, api, ids } = await orgWithGroups('Crew');
    const [id = ''] = ids;
    expectAnswer(await api.trash(id), 200, m.trashed);
    expect(await trashedNames(org.orgId)).toEqual(['Crew']);
    expectAnswer(await api.restore(id), 200, m.restored);
    expect(await trashedNames(org.orgId)).toEqual([]);
    expectAnswer(await api.remove(id), 400, m.notInTrash);
    expectAnswer(await api.trash(id), 200, m.trashed);
    expectAnswer(await api.remove(id), 200, m.deleted);
    expect(await namesOf(org.orgId)).toEqual(['Default', 'Theirs']);
    expect(await formCount(org.orgId)).toBe(1);
  });

  it('never trashes or deletes the Default group', async () => {
    const { org, api, managerApi } = await orgWithGroups();
    const defaultId = await defaultGroupId(server.ctx, org.orgId);
    expectAnswer(await api.trash(defaultId), 400, m.defaultProtected);
    expectAnswer(await api.remove(defaultId), 400, m.defaultProtected);
    expectAnswer(await managerApi.trash(defaultId), 400, m.defaultProtected);
    expectAnswer(await api.bulkDelete([defaultId]), 400, m.defaultProtected);
    expect(await trashedNames(org.orgId)).toEqual([]);
  });

  it('lets a non-admin trash, restore and delete only the groups they created', async () => {
    const { org, api, ids, manager, managerApi, theirs } = await orgWithGroups('Admin made');
    const [adminMade = ''] = ids;
    const shared = await createdFormGroup(api, {
      name: 'Shown to manager',
      forms: [shownTo((await createForm(server.app, org.adminCookie)).id, { users: [manager.id] })],
    });
    expectAnswer(await managerApi.trash(shared.id), 403, m.notCreator);
    expectAnswer(await managerApi.trash(adminMade), 404, m.notFound);
    expectAnswer(await managerApi.trash(theirs.id), 200, m.trashed);
    expectAnswer(await managerApi.restore(theirs.id), 200, m.restored);
    expectAnswer(await managerApi.trash(theirs.id), 200, m.trashed);
    expectAnswer(await managerApi.remove(theirs.id), 200, m.deleted);
    expect(await namesOf(org.orgId)).toEqual(['Admin made', 'Default', 'Shown to manager']);
  });

  it('is not found for another organisation or an unknown group', async () => {
    const { ids } = await orgWithGroups('Mine');
    const [id = ''] = ids;
    const other = await orgWithGroups();
    expectAnswer(await other.api.trash(id), 404, m.notFound);
    expectAnswer(await other.api.remove(id), 404, m.notFound);
    expectAnswer(await other.api.trash(randomUUID()), 404, m.notFound);
  });
});

describe('bulk restore and delete', () => {
  it('restores and deletes several trashed groups with the count in the message', async () => {
    const { org, api, ids } = await orgWithGroups('One', 'Two', 'Three');
    for (const id of ids) await api.trash(id);
    expectAnswer(await api.bulkRestore(ids.slice(0, 2)), 200, m.bulkRestored(2));
    expect(await trashedNames(org.orgId)).toEqual(['Three']);
    for (const id of ids.slice(0, 2)) await api.trash(id);
    expectAnswer(await api.bulkDelete(ids), 200, m.bulkDeleted(3));
    expect(await namesOf(org.orgId)).toEqual(['Default', 'Theirs']);
    expect(await formCount(org.orgId)).toBe(1);
  });

  it('changes nothing when one group of the selection may not go', async () => {
    const { org, api, ids, managerApi, theirs } = await orgWithGroups('Left', 'Right');
    const [left = '', right = ''] = ids;
    await api.trash(left);
    expectAnswer(await api.bulkDelete([left, right]), 400, m.notInTrash);
    expectAnswer(await api.bulkDelete([left, randomUUID()]), 404, m.notFound);
    await api.trash(right);
    await managerApi.trash(theirs.id);
    expectAnswer(await managerApi.bulkRestore([theirs.id, left]), 404, m.notFound);
    expect(await trashedNames(org.orgId)).toEqual(['Left', 'Right', 'Theirs']);
    const other = await orgWithGroups('Elsewhere');
    await other.api.trash(other.ids[0] ?? '');
    expectAnswer(await api.bulkDelete([left, other.ids[0] ?? '']), 404, m.notFound);
    expect(await trashedNames(org.orgId)).toEqual(['Left', 'Right', 'Theirs']);
  });

  it('refuses an empty selection', async () => {
    const { api } = await orgWithGroups();
    expectAnswer(await api.bulkRestore([]), 400, m.selectGroups);
  });
});
