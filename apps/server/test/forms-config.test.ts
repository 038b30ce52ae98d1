import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { Form, FormHistoryItem } from '@atrium/domain/forms/forms.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  type FormsOrg,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  insertUserGroup,
  storedForms,
  storedHistory,
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
const stored = async (org: FormsOrg) => ({
  forms: await storedForms(server.ctx, org.orgId),
  history: await storedHistory(server.ctx, org.orgId),
});

function expectRefusal(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).message).toBe(message);
}

const saved = (response: Response) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { form: Form; message: string };
};

const accessOf = (form: Form) => ({
  owner: form.owner?.id ?? null,
  editFormConfig: form.editFormConfig,
  formDataAccess: form.formDataAccess,
  formUsabilitySettings: form.formUsabilitySettings,
  dataVersionSettings: form.dataVersionSettings,
});

describe('saving the field configuration', () => {
  it('bumps the version, appends a field_config item with a snapshot, and keeps removed fields flagged', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const first = textField({ label: 'First' });
    const second = textField({ label: 'Second' });
    const form = await createdForm(api, { fieldConfig: [first, second] });
    const third = textField({ label: 'Third', type: 'number' });
    const { form: next, message } = saved(
      await api.updateFields(form.id, { name: 'Renamed', fieldConfig: [third, first], expectedVersion: 1 }),
    );
    expect(message).toBe(m.fieldConfigUpdated);
    expect(next.version).toBe(2);
    expect(next.name).toBe('Renamed');
    expect(next.fieldCount).toBe(2);
    expect(next.fieldConfig.map((f) => [f.label, f.isTrashed])).toEqual([
      ['Third', false],
      ['First', false],
      ['Second', true],
    ]);
    const items = (await api.history(form.id)).json().items as FormHistoryItem[];
    expect(items.map((item) => [item.version, item.changeType])).toEqual([
      [2, 'field_config'],
      [1, 'initial_creation'],
    ]);
    expect(items[0]?.formConfig.name).toBe('Renamed');
    expect(items[0]?.formConfig.fieldConfig.map((f) => f.label)).toEqual(['Third', 'First', 'Second']);
    expect(items[1]?.formConfig.fieldConfig.map((f) => f.label)).toEqual(['First', 'Second']);
  });

  it('lets people named in editFormConfig (directly or by group) save, and refuses everyone else', async () => {
    const org = await newOrg();
    const editor = await memberOf(org);
    const teamMate = await memberOf(org);
    const team = await insertUserGroup(server.ctx, org.orgId, [teamMate.id]);
    const dataUser = await memberOf(org);
    const manager = await memberOf(org, { access: formsAccess(FORM_ROLE.manageForms) });
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      editFormConfig: { users: [editor.id], groups: [team] },
      formDataAccess: { create_data: { users: [dataUser.id], groups: [] } },
    });
    const body = (name: string) => ({ name, fieldConfig: form.fieldConfig });
    expect(
      saved(await formsApi(server.app, editor.cookie).updateFields(form.id, body('By editor'))).form.version,
    ).toBe(2);
    expect(
      saved(await formsApi(server.app, teamMate.cookie).updateFields(form.id, body('By team'))).form.version,
    ).toBe(3);
    const before = await stored(org);
    for (const cookie of [dataUser.cookie, manager.cookie]) {
      expectRefusal(
        await formsApi(server.app, cookie).updateFields(form.id, body('Nope')),
        403,
        m.noEditConfigPermission,
      );
    }
    const outsider = await memberOf(org);
    expectRefusal(
      await formsApi(server.app, outsider.cookie).updateFields(form.id, body('Nope')),
      404,
      m.notFound,
    );
    expect(await stored(org)).toEqual(before);
  });

  it('refuses a stale version, a trashed form, bad fields and another organisation, changing nothing', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const form = await createdForm(api);
    saved(await api.updateFields(form.id, { name: 'Second save', fieldConfig: form.fieldConfig }));
    const other = await newOrg();
    let before = await stored(org);
    expectRefusal(
      await api.updateFields(form.id, { name: 'Late', fieldConfig: form.fieldConfig, expectedVersion: 1 }),
      409,
      m.staleVersion,
    );
    expectRefusal(await api.updateFields(form.id, { name: 'Empty', fieldConfig: [] }), 400, m.fieldsRequired);
    expectRefusal(
      await api.updateFields(form.id, { name: '', fieldConfig: form.fieldConfig }),
      400,
      m.nameRequired,
    );
    expectRefusal(
      await formsApi(server.app, other.adminCookie).updateFields(form.id, {
        name: 'Theirs',
        fieldConfig: form.fieldConfig,
      }),
      404,
      m.notFound,
    );
    expect(await stored(org)).toEqual(before);
    expect((await api.trash(form.id)).statusCode).toBe(200);
    before = await stored(org);
    expectRefusal(
      await api.updateFields(form.id, { name: 'Trashed', fieldConfig: form.fieldConfig }),
      409,
      m.trashedForm,
    );
    expect(await stored(org)).toEqual(before);
  });
});

describe('saving the access configuration', () => {
  it('lets the owner save, bumping the version with an access_config item and a snapshot', async () => {
    const org = await newOrg();
    const owner = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
    const viewer = await memberOf(org);
    const api = formsApi(server.app, owner.cookie);
    const form = await createdForm(api);
    const access = {
      ...accessOf(form),
      formDataAccess: { ...form.formDataAccess, view_self_data: { users: [viewer.id], groups: [] } },
      formUsabilitySettings: { ...form.formUsabilitySettings, formDataDelete: false },
      dataVersionSettings: { dataVersionEnabled: true, versionTrashCleanupDuration: 7 },
      expectedVersion: 1,
    };
    const { form: next, message } = saved(await api.updateAccess(form.id, access));
    expect(message).toBe(m.accessConfigUpdated);
    expect(next.version).toBe(2);
    expect(next.formDataAccess.view_self_data.users).toEqual([viewer.id]);
    expect(next.formUsabilitySettings.formDataDelete).toBe(false);
    expect(next.dataVersionSettings).toEqual({ dataVersionEnabled: true, versionTrashCleanupDuration: 7 });
    const [latest] = (await api.history(form.id)).json().items as FormHistoryItem[];
    expect(latest).toMatchObject({ version: 2, changeType: 'access_config', updatedBy: { id: owner.id } });
    expect(latest?.formConfig.access.formDataAccess.view_self_data.users).toEqual([viewer.id]);
    // The viewer now sees the form and its history.
    expect((await formsApi(server.app, viewer.cookie).history(form.id)).statusCode).toBe(200);
  });

  it('refuses configuration editors who are not the owner, unknown people, conflicts and stale versions', async () => {
    const org = await newOrg();
    const editor = await memberOf(org);
    const blocked = await memberOf(org, { state: 'blocked' });
    const viewer = await memberOf(org);
    const api = formsApi(server.app, org.adminCookie);
    const form = await createdForm(api, { editFormConfig: { users: [editor.id], groups: [] } });
    const base = accessOf(form);
    const before = await stored(org);
    expectRefusal(
      await formsApi(server.app, editor.cookie).updateAccess(form.id, base),
      403,
      m.noAccessConfigPermission,
    );
    expectRefusal(await api.updateAccess(form.id, { ...base, owner: blocked.id }), 400, m.unknownPeople);
    const conflicting = {
      ...base.formDataAccess,
      trash_all_data: { users: [], groups: [] },
      update_all_data: { users: [viewer.id], groups: [] },
      update_self_data: { users: [viewer.id], groups: [] },
    };
    expectRefusal(
      await api.updateAccess(form.id, { ...base, formDataAccess: conflicting }),
      400,
      m.conflictingAccess,
    );
    expectRefusal(await api.updateAccess(form.id, { ...base, expectedVersion: 5 }), 409, m.staleVersion);
    expect(await stored(org)).toEqual(before);
  });

  it('keeps a user who was blocked after being named, while refusing to add a blocked one', async () => {
    const org = await newOrg();
    const named = await memberOf(org);
    const api = formsApi(server.app, org.adminCookie);
    const form = await createdForm(api, {
      formDataAccess: { create_data: { users: [named.id], groups: [] } },
    });
    await server.ctx.db.execute(sql`update users set is_blocked = true where id = ${named.id}`);
    const { form: next } = saved(await api.updateAccess(form.id, accessOf(form)));
    expect(next.formDataAccess.create_data.users).toEqual([named.id]);
    const blocked = await memberOf(org, { state: 'blocked' });
    const adding = { create_data: { users: [named.id, blocked.id], groups: [] } };
    expectRefusal(
      await api.updateAccess(form.id, { ...accessOf(next), formDataAccess: adding }),
      400,
      m.unknownPeople,
    );
  });
});
