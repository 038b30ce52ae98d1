import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
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
  storedFormGroups,
  storedForms,
  storedHistory,
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
  groups: await storedFormGroups(server.ctx, org.orgId),
  history: await storedHistory(server.ctx, org.orgId),
});
const trashedOf = async (org: FormsOrg, id: string) =>
  (await storedForms(server.ctx, org.orgId)).find((form) => form.id === id)?.is_trashed;

function expectAnswer(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  if (status === 200) expect(response.json()).toEqual({ message });
  else expect(errorOf(response).message).toBe(message);
}

describe('trash, restore and permanent delete', () => {
  it('lets the owner trash, restore, trash again and delete a form for good', async () => {
    const org = await newOrg();
    const owner = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
    const api = formsApi(server.app, owner.cookie);
    const form = await createdForm(api);
    expectAnswer(await api.trash(form.id), 200, m.trashed);
    expect(await trashedOf(org, form.id)).toBe(true);
    // A trashed form stays in its groups: they read its trash state from the form.
    expect((await storedFormGroups(server.ctx, org.orgId)).find((g) => g.is_default)?.forms).toEqual([
      form.id,
    ]);
    expectAnswer(await api.restore(form.id), 200, m.restored);
    expect(await trashedOf(org, form.id)).toBe(false);
    expectAnswer(await api.trash(form.id), 200, m.trashed);
    expectAnswer(await api.remove(form.id), 200, m.deleted);
    expect(await stored(org)).toMatchObject({ forms: [], history: [] });
  });

  it('refuses non-owners, even configuration editors and form managers, and other organisations', async () => {
    const org = await newOrg();
    const editor = await memberOf(org);
    const manager = await memberOf(org, { access: formsAccess(FORM_ROLE.manageForms) });
    const api = formsApi(server.app, org.adminCookie);
    const live = await createdForm(api, { editFormConfig: { users: [editor.id], groups: [] } });
    const binned = await createdForm(api, { editFormConfig: { users: [editor.id], groups: [] } });
    await api.trash(binned.id);
    const other = await newOrg();
    const before = await stored(org);
    for (const cookie of [editor.cookie, manager.cookie]) {
      const them = formsApi(server.app, cookie);
      expectAnswer(await them.trash(live.id), 403, m.noLifecyclePermission);
      expectAnswer(await them.restore(binned.id), 403, m.noLifecyclePermission);
      expectAnswer(await them.remove(binned.id), 403, m.noLifecyclePermission);
      expectAnswer(await them.bulkRestore([binned.id]), 403, m.noLifecyclePermission);
      expectAnswer(await them.bulkDelete([binned.id]), 403, m.noLifecyclePermission);
    }
    const stranger = formsApi(server.app, other.adminCookie);
    expectAnswer(await stranger.trash(live.id), 404, m.notFound);
    expectAnswer(await stranger.restore(binned.id), 404, m.notFound);
    expectAnswer(await stranger.remove(binned.id), 404, m.notFound);
    expectAnswer(await stranger.bulkDelete([binned.id]), 404, m.notFound);
    expect(await stored(org)).toEqual(before);
  });

  it('deletes only from the trash', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const form = await createdForm(api);
    const before = await stored(org);
    expectAnswer(await api.remove(form.id), 400, m.notInTrash);
    expectAnswer(await api.bulkDelete([form.id]), 400, m.notInTrash);
    expect(await stored(org)).toEqual(before);
  });

  it("removes a deleted form from every group's forms and visibility, recomputing group visibility", async () => {
    const org = await newOrg();
    const keeper = await memberOf(org);
    const goner = await memberOf(org);
    const api = formsApi(server.app, org.adminCookie);
    const kept = await createdForm(api, {
      formDataAccess: { create_data: { users: [keeper.id], groups: [] } },
    });
    const deleted = await createdForm(api, {
      formDataAccess: { create_data: { users: [goner.id], groups: [] } },
    });
    const shared = await insertFormGroup(server.ctx, org.orgId, {
      forms: [deleted.id, kept.id],
      formVisibility: {
        [deleted.id]: { users: [goner.id], groups: [] },
        [kept.id]: { users: [keeper.id], groups: [] },
      },
    });
    await api.trash(deleted.id);
    expectAnswer(await api.remove(deleted.id), 200, m.deleted);
    const groups = await storedFormGroups(server.ctx, org.orgId);
    for (const group of groups) {
      expect(group.forms).toEqual([kept.id]);
      expect(Object.keys(group.form_visibility)).toEqual([kept.id]);
    }
    expect(groups.find((g) => g.id === shared)?.group_visibility).toEqual({ users: [keeper.id], groups: [] });
    expect(groups.find((g) => g.is_default)?.group_visibility).toEqual({
      users: [org.adminId, keeper.id],
      groups: [],
    });
    expect((await storedHistory(server.ctx, org.orgId)).map((item) => item.form_id)).toEqual([kept.id]);
  });
});

describe('bulk restore and bulk delete', () => {
  it('restores and deletes several forms with the counted message', async () => {
    const org = await newOrg();
    const api = formsApi(server.app, org.adminCookie);
    const ids = [(await createdForm(api)).id, (await createdForm(api)).id];
    for (const id of ids) await api.trash(id);
    expectAnswer(await api.bulkRestore(ids), 200, m.bulkRestored(2));
    for (const id of ids) expect(await trashedOf(org, id)).toBe(false);
    for (const id of ids) await api.trash(id);
    expectAnswer(await api.bulkDelete(ids), 200, m.bulkDeleted(2));
    expect((await stored(org)).forms).toEqual([]);
  });

  it('changes nothing when any one form is refused', async () => {
    const org = await newOrg();
    const owner = await memberOf(org, { access: formsAccess(FORM_ROLE.createForm) });
    const mine = formsApi(server.app, owner.cookie);
    const own = await createdForm(mine);
    const notMine = await createdForm(formsApi(server.app, org.adminCookie));
    await mine.trash(own.id);
    await formsApi(server.app, org.adminCookie).trash(notMine.id);
    const before = await stored(org);
    expectAnswer(await mine.bulkRestore([own.id, notMine.id]), 403, m.noLifecyclePermission);
    expectAnswer(await mine.bulkDelete([own.id, notMine.id]), 403, m.noLifecyclePermission);
    expectAnswer(await mine.bulkDelete([own.id, crypto.randomUUID()]), 404, m.notFound);
    expect(await stored(org)).toEqual(before);
    const live = await createdForm(mine);
    const beforeMixed = await stored(org);
    expectAnswer(await mine.bulkDelete([own.id, live.id]), 400, m.notInTrash);
    expect(await stored(org)).toEqual(beforeMixed);
  });

  it('needs at least one id', async () => {
    const org = await newOrg();
    expectAnswer(await formsApi(server.app, org.adminCookie).bulkRestore([]), 400, m.selectForms);
  });
});
