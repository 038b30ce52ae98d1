import { randomUUID } from 'node:crypto';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
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
  trashForm,
} from './support/form-groups-fixtures.ts';
import { errorOf, type Response, setUpServer } from './support/test-app.ts';
import { createdGroup, groupsApi, groupsOrg, member } from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/**
 * An organisation where the admin made 'Admins only' (shown to the admin) and 'Shared' (shown to the
 * manager through a user group), and the manager made 'Own' (shown only to the admin).
 */
async function orgWithGroups() {
  const org = await groupsOrg(server.app, masterCookie);
  const admin = formGroupsApi(server.app, org.adminCookie);
  const manager = await memberWithRoles(server.app, server.ctx, org.orgId, MANAGE_GROUPS, CREATE_GROUP);
  const managerApi = formGroupsApi(server.app, manager.cookie);
  const crew = await createdGroup(groupsApi(server.app, org.adminCookie), {
    name: 'Crew',
    users: [manager.id],
  });
  const form = await createForm(server.app, org.adminCookie, { name: 'Survey' });
  const adminsOnly = await createdFormGroup(admin, {
    name: 'Admins only',
    forms: [shownTo(form.id, { users: [org.adminId] })],
  });
  const shared = await createdFormGroup(admin, {
    name: 'Shared',
    forms: [shownTo(form.id, { groups: [crew] })],
  });
  const own = await createdFormGroup(managerApi, {
    name: 'Own',
    forms: [shownTo(form.id, { users: [org.adminId] })],
  });
  const defaultId = await defaultGroupId(server.ctx, org.orgId);
  return { org, admin, manager, managerApi, crew, form, adminsOnly, shared, own, defaultId };
}

const groupsIn = (response: Response) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { groups: FormGroup[] }).groups;
};
const namesIn = (response: Response) => groupsIn(response).map((group) => group.name);

function expectRefusal(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).message).toBe(message);
}

describe('Manage Form Groups list', () => {
  it('shows an admin every live group, Default first, then by name, with the forms and rights', async () => {
    const { org, admin, form, adminsOnly } = await orgWithGroups();
    expect(namesIn(await admin.list())).toEqual(['Default', 'Admins only', 'Own', 'Shared']);
    const listed = groupsIn(await admin.list()).find((group) => group.id === adminsOnly.id);
    expect(listed?.forms).toEqual([
      expect.objectContaining({ formId: form.id, formName: 'Survey', isTrashed: false, owner: org.adminId }),
    ]);
    expect(listed).toMatchObject({ canEdit: true, canDelete: true, createdBy: { name: 'Ada Admin' } });
    const defaultGroup = groupsIn(await admin.list()).find((group) => group.isDefault);
    expect(defaultGroup).toMatchObject({ canEdit: true, canDelete: false });
  });

  it('shows a non-admin Default, the groups shown to them and the ones they made, with their rights', async () => {
    const { managerApi } = await orgWithGroups();
    const groups = groupsIn(await managerApi.list());
    expect(groups.map((group) => group.name)).toEqual(['Default', 'Own', 'Shared']);
    const rights = Object.fromEntries(groups.map((g) => [g.name, [g.canEdit, g.canDelete]]));
    expect(rights).toEqual({ Default: [false, false], Own: [true, true], Shared: [false, false] });
  });

  it('searches by name and shows in the trash only what the reader may see there', async () => {
    const { admin, managerApi, own, shared } = await orgWithGroups();
    expect(namesIn(await admin.list('?search=SHA'))).toEqual(['Shared']);
    expect(namesIn(await admin.list('?search=%25'))).toEqual([]);
    expect((await admin.trash(shared.id)).statusCode).toBe(200);
    expect((await managerApi.trash(own.id)).statusCode).toBe(200);
    expect(namesIn(await admin.list('?trashed=true'))).toEqual(['Own', 'Shared']);
    expect(namesIn(await managerApi.list('?trashed=true'))).toEqual(['Own']);
    expect(namesIn(await managerApi.list())).toEqual(['Default']);
  });

  it('is refused without the manage role', async () => {
    const { org } = await orgWithGroups();
    const creator = await memberWithRoles(server.app, server.ctx, org.orgId, CREATE_GROUP);
    expectRefusal(await formGroupsApi(server.app, creator.cookie).list(), 403, m.noManagePermission);
  });
});

describe('reading one group', () => {
  it('answers a reader who sees the group, by name, by user group, as Default or as creator', async () => {
    const { org, managerApi, shared, own, defaultId, form } = await orgWithGroups();
    expect((await managerApi.get(shared.id)).statusCode).toBe(200);
    expect((await managerApi.get(own.id)).statusCode).toBe(200);
    expect((await managerApi.get(defaultId)).json()).toMatchObject({ group: { name: 'Default' } });
    const plain = await member(server.app, server.ctx, org.orgId);
    const named = await createdFormGroup(formGroupsApi(server.app, org.adminCookie), {
      name: 'Named',
      forms: [shownTo(form.id, { users: [plain.id] })],
    });
    const answer = await formGroupsApi(server.app, plain.cookie).get(named.id);
    expect(answer.json()).toMatchObject({ group: { id: named.id, canEdit: false, canDelete: false } });
  });

  it('is not found for a reader outside its visibility, for another organisation and for no group', async () => {
    const { managerApi, adminsOnly } = await orgWithGroups();
    expectRefusal(await managerApi.get(adminsOnly.id), 404, m.notFound);
    const other = await orgWithGroups();
    expectRefusal(await other.admin.get(adminsOnly.id), 404, m.notFound);
    expectRefusal(await managerApi.get(randomUUID()), 404, m.notFound);
  });
});

describe('editing a group', () => {
  it('lets the creator save the name, forms and visibility, and records who did', async () => {
    const { org, manager, managerApi, own } = await orgWithGroups();
    const second = await createForm(server.app, org.adminCookie, { name: 'Second' });
    const response = await managerApi.update(own.id, {
      name: 'Own renamed',
      forms: [
        shownTo(second.id, { users: [manager.id] }),
        shownTo(own.forms[0]?.formId ?? '', { users: [org.adminId] }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.updated,
      group: { name: 'Own renamed', groupVisibility: { users: [manager.id, org.adminId], groups: [] } },
    });
    const stored = (await storedFormGroups(server.ctx, org.orgId)).find((g) => g.id === own.id);
    expect(stored?.forms[0]).toBe(second.id);
    expect(stored?.updated_by).toBe(manager.id);
  });

  it('refuses a non-admin who did not create the group, and lets an admin edit any', async () => {
    const { admin, managerApi, shared, own, crew, form } = await orgWithGroups();
    const body = { name: 'Changed', forms: [shownTo(form.id, { groups: [crew] })] };
    expectRefusal(await managerApi.update(shared.id, body), 403, m.notCreator);
    expect((await admin.update(own.id, body)).statusCode).toBe(200);
  });

  it('keeps the name unique, apart from the group itself, and Default named Default', async () => {
    const { org, admin, shared, defaultId, form, crew } = await orgWithGroups();
    const forms = [shownTo(form.id, { groups: [crew] })];
    expectRefusal(await admin.update(shared.id, { name: 'admins ONLY', forms }), 400, m.nameTaken);
    expect((await admin.update(shared.id, { name: 'SHARED', forms })).statusCode).toBe(200);
    expectRefusal(await admin.update(defaultId, { name: 'Everyone', forms }), 400, m.defaultNameFixed);
    expect((await admin.update(defaultId, { name: 'Default', forms })).statusCode).toBe(200);
    const names = (await storedFormGroups(server.ctx, org.orgId)).map((g) => g.name);
    expect(names).toEqual(['Admins only', 'Default', 'Own', 'SHARED']);
  });

  it('checks the forms and people as creation does, yet keeps a form trashed while in the group', async () => {
    const { org, admin, shared, form, crew } = await orgWithGroups();
    expectRefusal(
      await admin.update(shared.id, { name: 'Shared', forms: [shownTo(form.id, {})] }),
      400,
      m.assignPeopleFor('Survey'),
    );
    expectRefusal(
      await admin.update(shared.id, { name: 'Shared', forms: [shownTo(form.id, { users: [randomUUID()] })] }),
      400,
      m.unknownPeople,
    );
    const binned = await createForm(server.app, org.adminCookie, { trashed: true });
    const withBinned = [shownTo(form.id, { groups: [crew] }), shownTo(binned.id, { groups: [crew] })];
    expectRefusal(await admin.update(shared.id, { name: 'Shared', forms: withBinned }), 400, m.unknownForms);
    await trashForm(server.app, org.adminCookie, form.id);
    const kept = await admin.update(shared.id, {
      name: 'Shared',
      forms: [shownTo(form.id, { groups: [crew] })],
    });
    expect(kept.json()).toMatchObject({ group: { forms: [{ formId: form.id, isTrashed: true }] } });
  });

  it('is not found for another organisation', async () => {
    const { shared, form, crew } = await orgWithGroups();
    const other = await orgWithGroups();
    const body = { name: 'Stolen', forms: [shownTo(form.id, { groups: [crew] })] };
    expectRefusal(await other.admin.update(shared.id, body), 404, m.notFound);
  });
});
