import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { Form, FormCatalogueEntry, FormSummary, People } from '@atrium/domain/forms/forms.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  type FormsOrg,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  insertFormGroup,
  insertUserGroup,
  textField,
} from './support/forms-api.ts';
import { errorOf, type Response, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const newOrg = () => formsOrg(server.app, masterCookie);
const memberOf = (org: FormsOrg, options: Parameters<typeof formsMember>[3] = {}) =>
  formsMember(server.app, server.ctx, org.orgId, options);

function ok<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const names = (response: Response) => ok<{ forms: FormSummary[] }>(response).forms.map((form) => form.name);

/** An organisation with forms that each involve a different member in a different way. */
async function orgWithForms() {
  const org = await newOrg();
  const owner = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
  const editor = await memberOf(org);
  const teamMate = await memberOf(org);
  const team = await insertUserGroup(server.ctx, org.orgId, [teamMate.id]);
  const outsider = await memberOf(org);
  const admin = formsApi(server.app, org.adminCookie);
  await createdForm(formsApi(server.app, owner.cookie), { name: 'Owned' });
  await createdForm(admin, { name: 'Configured', editFormConfig: { users: [editor.id], groups: [] } });
  await createdForm(admin, {
    name: 'By group',
    formDataAccess: { view_self_data: { users: [], groups: [team] } },
  });
  const trashed = await createdForm(admin, {
    name: 'Trashed',
    formDataAccess: { create_data: { users: [teamMate.id], groups: [] } },
  });
  expect((await admin.trash(trashed.id)).statusCode).toBe(200);
  await createdForm(admin, { name: 'Admin only' });
  return { org, admin, owner, editor, teamMate, outsider };
}

describe('the Forms cards', () => {
  it('shows admins and form managers every live form, by name, and others only the forms they take part in', async () => {
    const { org, admin, owner, editor, teamMate, outsider } = await orgWithForms();
    const manager = await memberOf(org, { access: formsAccess(FORM_ROLE.manageForms) });
    const all = ['Admin only', 'By group', 'Configured', 'Owned'];
    expect(names(await admin.list())).toEqual(all);
    expect(names(await formsApi(server.app, manager.cookie).list())).toEqual(all);
    expect(names(await formsApi(server.app, owner.cookie).list())).toEqual(['Owned']);
    expect(names(await formsApi(server.app, editor.cookie).list())).toEqual(['Configured']);
    expect(names(await formsApi(server.app, teamMate.cookie).list())).toEqual(['By group']);
    expect(names(await formsApi(server.app, outsider.cookie).list())).toEqual([]);
    expect(names(await admin.list('?search=by%20GR'))).toEqual(['By group']);
  });

  it('carries what the reader may do with each form', async () => {
    const { owner, editor, teamMate } = await orgWithForms();
    const [owned] = ok<{ forms: FormSummary[] }>(await formsApi(server.app, owner.cookie).list()).forms;
    expect(owned?.capabilities).toEqual({
      canEditFieldConfig: true,
      canEditAccessConfig: true,
      canManageLifecycle: true,
      canEnterData: true,
      canViewData: true,
    });
    const [configured] = ok<{ forms: FormSummary[] }>(await formsApi(server.app, editor.cookie).list()).forms;
    expect(configured?.capabilities).toMatchObject({
      canEditFieldConfig: true,
      canEditAccessConfig: false,
      canManageLifecycle: false,
      canEnterData: false,
    });
    const [byGroup] = ok<{ forms: FormSummary[] }>(await formsApi(server.app, teamMate.cookie).list()).forms;
    expect(byGroup?.capabilities).toMatchObject({
      canEditFieldConfig: false,
      canEnterData: false,
      canViewData: true,
    });
  });
});

describe('Manage All Forms', () => {
  it('pages every form of the organisation, most recently changed first, with search and the trash view', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const edited = await createdForm(api, { name: 'Edited' });
    for (const name of ['Alpha', 'Beta', '100% sure', 'Under_score', 'Gamma'])
      await createdForm(api, { name });
    // Saving the oldest form again moves it to the top.
    await api.updateFields(edited.id, { name: 'Edited', fieldConfig: [textField()] });
    const first = ok<{ forms: FormSummary[]; total: number }>(await api.manage('?pageSize=2'));
    expect(first.total).toBe(6);
    expect(first.forms.map((f) => f.name)).toEqual(['Edited', 'Gamma']);
    const third = ok<{ forms: FormSummary[]; total: number }>(await api.manage('?pageSize=2&page=2'));
    expect(third.forms.map((f) => f.name)).toEqual(['Beta', 'Alpha']);
    expect(names(await api.manage('?search=%25'))).toEqual(['100% sure']);
    expect(names(await api.manage('?search=_'))).toEqual(['Under_score']);
    const gamma = first.forms[1];
    expect(gamma).toMatchObject({ status: 'active', fieldCount: 1, isTrashed: false });
    await api.trash(gamma?.id ?? '');
    const trash = ok<{ forms: FormSummary[]; total: number }>(await api.manage('?trashed=true'));
    expect(trash.total).toBe(1);
    expect(trash.forms[0]).toMatchObject({ name: 'Gamma', isTrashed: true });
    expect(trash.forms[0]?.trashedAt).not.toBeNull();
  });

  it('is for org admins and holders of manage_forms only', async () => {
    const org = await newOrg();
    await createdForm(formsApi(server.app, org.adminCookie));
    const manager = await memberOf(org, { access: formsAccess(FORM_ROLE.manageForms) });
    expect(ok<{ total: number }>(await formsApi(server.app, manager.cookie).manage()).total).toBe(1);
    const creator = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
    const refused = await formsApi(server.app, creator.cookie).manage();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noManagePermission);
  });
});

describe('the catalogue for Copy Fields and foreign keys', () => {
  it('lists live forms with their live fields to builders and configuration editors only', async () => {
    const org = await newOrg();
    const editor = await memberOf(org);
    const api = formsApi(server.app, org.adminCookie);
    const kept = textField({ label: 'Kept' });
    await createdForm(api, {
      name: 'Source',
      fieldConfig: [kept, textField({ label: 'Gone', isTrashed: true })],
      editFormConfig: { users: [editor.id], groups: [] },
    });
    const trashed = await createdForm(api, { name: 'Binned' });
    await api.trash(trashed.id);
    const expected = [{ name: 'Source', fields: [{ id: kept.id, label: 'Kept', type: 'text' }] }];
    const creator = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
    for (const cookie of [org.adminCookie, creator.cookie, editor.cookie]) {
      const { forms } = ok<{ forms: FormCatalogueEntry[] }>(await formsApi(server.app, cookie).catalogue());
      expect(forms.map(({ name, fields }) => ({ name, fields }))).toEqual(expected);
    }
    const plain = await memberOf(org);
    expect((await formsApi(server.app, plain.cookie).catalogue()).statusCode).toBe(403);
  });
});

describe('the people pickers', () => {
  it('offer active users by name and live user groups with their active members, not the admin group', async () => {
    const org = await newOrg();
    const active = await memberOf(org);
    const blocked = await memberOf(org, { state: 'blocked' });
    const archived = await memberOf(org, { state: 'archived' });
    const team = await insertUserGroup(server.ctx, org.orgId, [active.id, blocked.id]);
    await insertUserGroup(server.ctx, org.orgId, [active.id], { trashed: true });
    const people = ok<People>(await formsApi(server.app, active.cookie).people());
    const ids = people.users.map((user) => user.id);
    expect(ids).toContain(active.id);
    expect(ids).toContain(org.adminId);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(archived.id);
    const sorted = [...people.users].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    expect(people.users.map((u) => u.name)).toEqual(sorted.map((u) => u.name));
    const groupNames = people.groups.map((group) => group.name);
    expect(groupNames).toContain('Default');
    expect(groupNames).not.toContain('Admin Group');
    expect(people.groups.find((group) => group.id === team)?.users).toEqual([active.id]);
    expect(people.groups).toHaveLength(2);
  });

  it('are refused to members without the forms app', async () => {
    const org = await newOrg();
    const elsewhere = await memberOf(org, { access: [{ app: 'access-management', role: [] }] });
    expect((await formsApi(server.app, elsewhere.cookie).people()).statusCode).toBe(403);
  });
});

describe('reading one form', () => {
  it('is allowed to those who take part in it or see it in a group, and not found for everyone else', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const dataUser = await memberOf(org);
    const groupViewer = await memberOf(org);
    const outsider = await memberOf(org);
    const creator = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
    const form = await createdForm(api, {
      name: 'Visits',
      formDataAccess: { delete_self_data: { users: [dataUser.id], groups: [] } },
    });
    const groupId = await insertFormGroup(server.ctx, org.orgId, {
      forms: [form.id],
      formVisibility: { [form.id]: { users: [groupViewer.id], groups: [] } },
    });
    const read = ok<{ form: Form }>(await api.get(form.id)).form;
    expect(read.fieldConfig).toEqual(form.fieldConfig);
    expect(read.formGroupIds).toHaveLength(2);
    expect(read.formGroupIds).toContain(groupId);
    expect(read.updatedBy).toEqual({ id: org.adminId, name: 'Ada Admin' });
    for (const reader of [dataUser, groupViewer, creator]) {
      expect(ok<{ form: Form }>(await formsApi(server.app, reader.cookie).get(form.id)).form.name).toBe(
        'Visits',
      );
    }
    const hidden = await formsApi(server.app, outsider.cookie).get(form.id);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe(m.notFound);
    expect((await formsApi(server.app, outsider.cookie).history(form.id)).statusCode).toBe(404);
    const other = await newOrg();
    for (const response of [
      await formsApi(server.app, other.adminCookie).get(form.id),
      await formsApi(server.app, other.adminCookie).history(form.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.notFound);
    }
  });
});
