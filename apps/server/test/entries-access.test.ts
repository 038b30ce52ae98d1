import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import {
  createdForm,
  type FormsOrg,
  formsAccess,
  formsApi,
  formsMember,
  formsOrg,
  insertUserGroup,
  textField,
} from './support/forms-api.ts';
import { rowsOf } from './support/sql.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const memberOf = (org: FormsOrg) =>
  formsMember(server.app, server.ctx, org.orgId, { access: formsAccess(FORM_ROLE.viewData) });
const named = (...users: string[]) => ({ users, groups: [] });

/**
 * A form with an open field and a locked one: `editor` may write the locked field, `viewer` may only see
 * it, the self-data writers may see neither.
 */
async function lockedForm(options: { versioned?: boolean } = {}) {
  const org = await formsOrg(server.app, masterCookie);
  const [writer, otherWriter, editor, viewer] = await Promise.all([
    memberOf(org),
    memberOf(org),
    memberOf(org),
    memberOf(org),
  ]);
  const open = textField({ label: 'Open' });
  const locked = textField({
    label: 'Salary',
    userLock: true,
    editAccess: named(editor.id),
    viewAccess: named(viewer.id),
  });
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: [open, locked],
    dataVersionSettings: { dataVersionEnabled: options.versioned ?? false, versionTrashCleanupDuration: 30 },
    formDataAccess: {
      create_data: named(writer.id, otherWriter.id, editor.id),
      view_self_data: named(writer.id, otherWriter.id),
      update_self_data: named(writer.id, otherWriter.id),
      trash_self_data: named(writer.id, otherWriter.id),
      view_all_data: named(editor.id, viewer.id),
    },
  });
  const api = (cookie: string) => entriesApi(server.app, cookie, form.id);
  return { org, form, open, locked, writer, otherWriter, editor, viewer, api };
}

const storedData = async (id: string) =>
  (
    await rowsOf<{ data: Record<string, unknown> }>(
      server.ctx.db,
      sql`select data from entries where id = ${id}`,
    )
  )[0]?.data;

describe('locked fields', () => {
  it('refuses, as bulk update does, a create or an edit naming a locked field the writer may not edit', async () => {
    const t = await lockedForm();
    const writerApi = t.api(t.writer.cookie);
    const forged = await writerApi.create({ [t.open.id]: 'hello', [t.locked.id]: 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).message).toBe(m.lockedField);
    const entry = await createdEntry(writerApi, { [t.open.id]: 'hello' });
    expect(await storedData(entry.id)).toEqual({ [t.open.id]: 'hello', [t.locked.id]: '' });
    const refusals = [
      await writerApi.update(entry.id, { [t.open.id]: 'changed', [t.locked.id]: 'forged again' }),
      await writerApi.bulkUpdate([entry.id], t.locked.id, 'forged in bulk'),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(errorOf(refusal)).toEqual({ code: 'forbidden', message: m.lockedField });
    }
    expect(await storedData(entry.id)).toEqual({ [t.open.id]: 'hello', [t.locked.id]: '' });
    expect(entriesOf(await t.api(t.org.adminCookie).list()).total).toBe(1);
    const byEditor = await createdEntry(t.api(t.editor.cookie), { [t.locked.id]: '5000' });
    expect((await storedData(byEditor.id))?.[t.locked.id]).toBe('5000');
  });

  it('hides a locked field from list, get, search, filter, sort and history of readers who may not view it', async () => {
    const t = await lockedForm();
    const writerApi = t.api(t.writer.cookie);
    const entry = await createdEntry(writerApi, { [t.open.id]: 'visible' });
    await t.api(t.org.adminCookie).update(entry.id, { [t.locked.id]: 'topsecret' });
    await t.api(t.org.adminCookie).update(entry.id, { [t.locked.id]: 'topsecret2' });

    const list = entriesOf(await writerApi.list());
    expect(list.viewableFieldIds).toEqual([t.open.id]);
    expect(list.entries[0]?.data).toEqual({ [t.open.id]: 'visible' });
    expect((await writerApi.get(entry.id)).json().entry.data).toEqual({ [t.open.id]: 'visible' });
    expect(entriesOf(await writerApi.list({ search: 'topsecret' })).total).toBe(0);
    const filter = [{ fieldId: t.locked.id, operator: 'contains', value: 'top' }];
    expect((await writerApi.list({ filters: filter })).statusCode).toBe(400);
    expect((await writerApi.list({ sort: t.locked.id })).statusCode).toBe(400);

    const viewerApi = t.api(t.viewer.cookie);
    expect(entriesOf(await viewerApi.list({ search: 'TOPSECRET2' })).total).toBe(1);
    expect(entriesOf(await viewerApi.list({ filters: filter })).total).toBe(1);
    expect(entriesOf(await viewerApi.list()).entries[0]?.data[t.locked.id]).toBe('topsecret2');
  });

  it('keeps the locked field out of the history of readers who may not view it', async () => {
    const t = await lockedForm({ versioned: true });
    const entry = await createdEntry(t.api(t.writer.cookie), { [t.open.id]: 'a' });
    await t.api(t.org.adminCookie).update(entry.id, { [t.locked.id]: 'hidden' });
    await t.api(t.org.adminCookie).update(entry.id, { [t.open.id]: 'b' });
    const writerItems = (await t.api(t.writer.cookie).history(entry.id)).json().items;
    expect(writerItems.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    expect(writerItems[0].entryData).toEqual({ [t.open.id]: 'a' });
    const viewerItems = (await t.api(t.viewer.cookie).history(entry.id)).json().items;
    expect(viewerItems[0].entryData).toEqual({ [t.open.id]: 'a', [t.locked.id]: 'hidden' });
  });
});

describe('own entries only', () => {
  it('shows view_self_data readers their own entries, and lets self variants act on those only', async () => {
    const t = await lockedForm();
    const mine = await createdEntry(t.api(t.writer.cookie), { [t.open.id]: 'mine' });
    const theirs = await createdEntry(t.api(t.otherWriter.cookie), { [t.open.id]: 'theirs' });
    const api = t.api(t.writer.cookie);
    const list = entriesOf(await api.list());
    expect(list.entries.map((e) => e.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    expect((await api.get(theirs.id)).statusCode).toBe(404);
    const update = await api.update(theirs.id, { [t.open.id]: 'changed' });
    expect(update.statusCode).toBe(403);
    expect(errorOf(update).message).toBe(m.noUpdatePermission);
    expect((await api.trash(theirs.id)).statusCode).toBe(403);
    expect((await api.update(mine.id, { [t.open.id]: 'changed' })).statusCode).toBe(200);
    expect((await api.trash(mine.id)).json().message).toBe(m.entryTrashed);
    // The editor sees every entry but holds no update right.
    const editorList = entriesOf(await t.api(t.editor.cookie).list({ trashed: true }));
    expect(editorList.entries[0]?.capabilities).toEqual({
      canUpdate: false,
      canTrash: false,
      canDelete: false,
    });
  });

  it('refuses readers without a view right with the spec message', async () => {
    const t = await lockedForm();
    const stranger = await memberOf(t.org);
    const response = await t.api(stranger.cookie).list();
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(`You do not have permission to view data of ${t.form.name}.`);
  });
});

describe('rights given to a user group', () => {
  it('let its members read and enter data, and stop when they leave it or it is trashed', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const [member, outsider] = await Promise.all([memberOf(org), memberOf(org)]);
    const groupId = await insertUserGroup(server.ctx, org.orgId, [member.id]);
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [textField({ label: 'Note' })],
      formDataAccess: {
        create_data: { users: [], groups: [groupId] },
        view_all_data: { users: [], groups: [groupId] },
      },
    });
    const mine = entriesApi(server.app, member.cookie, form.id);
    expect((await mine.create({})).statusCode).toBe(201);
    expect(entriesOf(await mine.list()).total).toBe(1);
    expect((await entriesApi(server.app, outsider.cookie, form.id).list()).statusCode).toBe(403);
    expect((await entriesApi(server.app, outsider.cookie, form.id).create({})).statusCode).toBe(403);

    await server.ctx.db.execute(sql`update user_groups set is_trashed = true where id = ${groupId}`);
    expect((await mine.list()).statusCode).toBe(403);
    expect((await mine.create({})).statusCode).toBe(403);
  });
});
