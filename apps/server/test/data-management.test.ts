import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { DataGroupCard, GroupFormCard } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import {
  createdFormGroup,
  createForm,
  defaultGroupId,
  formGroupsApi,
  shownTo,
  trashForm,
} from './support/form-groups-fixtures.ts';
import { call, errorOf, type Response, setUpServer } from './support/test-app.ts';
import { createdGroup, expireLicense, groupsApi, groupsOrg, member } from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/**
 * An organisation where 'Field' shows Intake to Ann and Census to the Crew user group (Ben is in it), and
 * 'Hidden' shows Secret to the admin only. Loose stays in Default, the one group holding it; no form gives
 * anyone data rights, so Default shows it to admins only. Cal is given nothing.
 */
async function orgWithData() {
  const org = await groupsOrg(server.app, masterCookie);
  const admin = formGroupsApi(server.app, org.adminCookie);
  const [ann, ben, cal] = await Promise.all([1, 2, 3].map(() => member(server.app, server.ctx, org.orgId)));
  if (!ann || !ben || !cal) throw new Error('members missing');
  const crew = await createdGroup(groupsApi(server.app, org.adminCookie), { name: 'Crew', users: [ben.id] });
  const intake = await createForm(server.app, org.adminCookie, { name: 'Intake', fieldCount: 3 });
  const census = await createForm(server.app, org.adminCookie, { name: 'Census' });
  const secret = await createForm(server.app, org.adminCookie, { name: 'Secret' });
  await createForm(server.app, org.adminCookie, { name: 'Loose' });
  const field = await createdFormGroup(admin, {
    name: 'Field',
    forms: [shownTo(intake.id, { users: [ann.id] }), shownTo(census.id, { groups: [crew] })],
  });
  const hidden = await createdFormGroup(admin, {
    name: 'Hidden',
    forms: [shownTo(secret.id, { users: [org.adminId] })],
  });
  const defaultId = await defaultGroupId(server.ctx, org.orgId);
  const as = (cookie: string) => formGroupsApi(server.app, cookie);
  return { org, admin, ann, ben, cal, crew, intake, census, secret, field, hidden, defaultId, as };
}

const cardsOf = (response: Response) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { groups: DataGroupCard[] }).groups.map((g) => [g.name, g.formCount]);
};
const formsOf = (response: Response) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { forms: GroupFormCard[] }).forms;
};
const formNames = (response: Response) => formsOf(response).map((form) => form.name);

function expectNotFound(response: Response) {
  expect(response.statusCode, response.body).toBe(404);
  expect(errorOf(response).message).toBe(m.notFound);
}

describe('data-management landing and group pages', () => {
  it('shows a user exactly the group and form given to them, and Default with nothing in it', async () => {
    const { ann, field, hidden, defaultId, intake, as } = await orgWithData();
    const api = as(ann.cookie);
    expect(cardsOf(await api.dataGroups())).toEqual([
      ['Default', 0],
      ['Field', 1],
    ]);
    expect(formsOf(await api.dataGroupForms(field.id))).toEqual([
      expect.objectContaining({ id: intake.id, name: 'Intake', fieldCount: 3, isTrashed: false }),
    ]);
    expect(formNames(await api.dataGroupForms(defaultId))).toEqual([]);
    expectNotFound(await api.dataGroupForms(hidden.id));
  });

  it('shows a group and its form to a member of the user group named there', async () => {
    const { ben, cal, field, as } = await orgWithData();
    expect(cardsOf(await as(ben.cookie).dataGroups())).toEqual([
      ['Default', 0],
      ['Field', 1],
    ]);
    expect(formNames(await as(ben.cookie).dataGroupForms(field.id))).toEqual(['Census']);
    expect(cardsOf(await as(cal.cookie).dataGroups())).toEqual([['Default', 0]]);
    expectNotFound(await as(cal.cookie).dataGroupForms(field.id));
  });

  it('shows admins every group and every form', async () => {
    const { admin, field, defaultId } = await orgWithData();
    expect(cardsOf(await admin.dataGroups())).toEqual([
      ['Default', 1],
      ['Field', 2],
      ['Hidden', 1],
    ]);
    expect(formNames(await admin.dataGroupForms(field.id))).toEqual(['Intake', 'Census']);
    // The forms other groups took left Default.
    expect(formNames(await admin.dataGroupForms(defaultId))).toEqual(['Loose']);
  });

  it('lists trashed forms in the trash view only, and leaves them out of the count', async () => {
    const { org, ann, admin, field, intake, as } = await orgWithData();
    await trashForm(server.app, org.adminCookie, intake.id);
    expect(formNames(await admin.dataGroupForms(field.id))).toEqual(['Census']);
    const trashed = formsOf(await admin.dataGroupForms(field.id, '?trashed=true'));
    expect(trashed).toEqual([expect.objectContaining({ name: 'Intake', isTrashed: true })]);
    expect(trashed[0]?.trashedAt).not.toBeNull();
    expect(cardsOf(await as(ann.cookie).dataGroups())).toEqual([
      ['Default', 0],
      ['Field', 0],
    ]);
    expect(formNames(await as(ann.cookie).dataGroupForms(field.id))).toEqual([]);
    expect(formNames(await as(ann.cookie).dataGroupForms(field.id, '?trashed=true'))).toEqual(['Intake']);
  });

  it('searches groups and forms by name', async () => {
    const { admin, field } = await orgWithData();
    expect(cardsOf(await admin.dataGroups('?search=hid'))).toEqual([['Hidden', 1]]);
    expect(formNames(await admin.dataGroupForms(field.id, '?search=CENS'))).toEqual(['Census']);
    expect(formNames(await admin.dataGroupForms(field.id, '?search=zzz'))).toEqual([]);
  });

  it('hides a trashed group from everyone, admins included', async () => {
    const { admin, ann, field, as } = await orgWithData();
    expect((await admin.trash(field.id)).statusCode).toBe(200);
    expect(cardsOf(await admin.dataGroups()).map(([name]) => name)).toEqual(['Default', 'Hidden']);
    expectNotFound(await admin.dataGroupForms(field.id));
    expect(cardsOf(await as(ann.cookie).dataGroups())).toEqual([['Default', 0]]);
  });

  it("is not found for another organisation's group and refused to sessions of no organisation", async () => {
    const { field } = await orgWithData();
    const other = await orgWithData();
    expectNotFound(await other.admin.dataGroupForms(field.id));
    expect((await formGroupsApi(server.app, masterCookie).dataGroups()).statusCode).toBe(403);
  });

  it('answers to the data-management app being blocked, not to the form-management one', async () => {
    const { ann, field, as } = await orgWithData();
    const setBlocked = (app: string, isBlocked: boolean) =>
      call(server.app, 'PATCH', `/api/apps/${app}`, { cookie: masterCookie, body: { isBlocked } });
    try {
      expect((await setBlocked('data-management', true)).statusCode).toBe(200);
      const refused = await as(ann.cookie).dataGroupForms(field.id);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(dashboardMessages.appBlockedBody);
      expect((await as(ann.cookie).get(field.id)).statusCode).toBe(200);
      await setBlocked('data-management', false);
      expect((await setBlocked('form-management', true)).statusCode).toBe(200);
      expect((await as(ann.cookie).get(field.id)).statusCode).toBe(403);
      expect((await as(ann.cookie).dataGroups()).statusCode).toBe(200);
    } finally {
      await setBlocked('data-management', false);
      await setBlocked('form-management', false);
    }
  });

  it('is refused to a member while the license has expired', async () => {
    const { org, ann, as } = await orgWithData();
    await expireLicense(server.ctx, org.orgId);
    expect((await as(ann.cookie).dataGroups()).statusCode).toBe(403);
  });
});

describe('what the reader may do with each form', () => {
  it('follows data access, ownership and the form switches', async () => {
    const { org, admin, ann, as } = await orgWithData();
    const open = await createForm(server.app, org.adminCookie, {
      name: 'Open',
      formDataAccess: {
        create_data: { users: [ann.id], groups: [] },
        view_all_data: { users: [ann.id], groups: [] },
      },
    });
    const closed = await createForm(server.app, org.adminCookie, {
      name: 'Closed',
      formDataAccess: { create_data: { users: [ann.id], groups: [] } },
      formUsabilitySettings: { formDataCreate: false, formDataRead: false },
    });
    const plain = await createForm(server.app, org.adminCookie, { name: 'Plain' });
    const group = await createdFormGroup(admin, {
      name: 'Rights',
      forms: [open, closed, plain].map((form) => shownTo(form.id, { users: [ann.id] })),
    });
    const rights = (forms: GroupFormCard[]) =>
      Object.fromEntries(forms.map((form) => [form.name, [form.canEnterData, form.canViewData]]));
    expect(rights(formsOf(await as(ann.cookie).dataGroupForms(group.id)))).toEqual({
      Open: [true, true],
      Closed: [false, false],
      Plain: [false, false],
    });
    expect(rights(formsOf(await admin.dataGroupForms(group.id)))).toEqual({
      Open: [true, true],
      Closed: [false, false],
      Plain: [true, true],
    });
  });
});
