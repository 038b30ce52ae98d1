import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { formsMember, formsOrg, insertUserGroup } from './support/forms-api.ts';
import { orgTemplateForm, templateDataApi } from './support/template-data-api.ts';
import { field } from './support/templates-fixtures.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

// Who enters data on a template form of an organisation, and what each locked field lets them do.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const named = (...users: string[]) => ({ users, groups: [] });

async function lockedTemplateForm() {
  const org = await formsOrg(server.app, masterCookie);
  const member = () => formsMember(server.app, server.ctx, org.orgId);
  const [writer, editor, viewer, outsider, grouped] = await Promise.all([
    member(),
    member(),
    member(),
    member(),
    member(),
  ]);
  const groupId = await insertUserGroup(server.ctx, org.orgId, [grouped.id]);
  const fields = {
    open: field('Open'),
    secret: field('Salary', { userLock: true, editAccess: named(editor.id), viewAccess: named(viewer.id) }),
    everyone: field('Shared', { userLock: true }),
    seen: field('Grade', { userLock: true, editAccess: named(editor.id) }),
  };
  const at = await orgTemplateForm(
    server.ctx,
    { orgId: org.orgId, owner: { id: org.adminId, name: 'Admin' } },
    Object.values(fields),
    { create_data: { users: [writer.id, editor.id, viewer.id], groups: [groupId] } },
  );
  const api = (cookie: string) => templateDataApi(server.app, cookie, at);
  return { org, fields, api, writer, editor, viewer, outsider, grouped };
}

type ScreenField = { id: string; readOnly: boolean };
const screenOf = async (api: ReturnType<typeof templateDataApi>) => {
  const response = await api.form();
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    (response.json().form.fields as ScreenField[]).map((f) => [f.id, f.readOnly ? 'view' : 'edit']),
  );
};

describe('data entry permission', () => {
  it('lets the org admin, the create_data users and members of a listed group in, and refuses others', async () => {
    const { api, org, writer, grouped, outsider } = await lockedTemplateForm();
    for (const cookie of [org.adminCookie, writer.cookie, grouped.cookie])
      expect((await api(cookie).form()).statusCode).toBe(200);
    for (const response of [
      await api(outsider.cookie).form(),
      await api(outsider.cookie).list(),
      await api(outsider.cookie).create({}),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(m.noEntryPermission);
    }
  });
});

describe('locked fields', () => {
  it('hides a field from those it names neither as editor nor viewer, and shows it read-only to viewers', async () => {
    const { api, fields, org, writer, editor, viewer } = await lockedTemplateForm();
    expect(await screenOf(api(writer.cookie))).toEqual({
      [fields.open.id]: 'edit',
      [fields.everyone.id]: 'edit',
      [fields.seen.id]: 'view',
    });
    expect(await screenOf(api(viewer.cookie))).toEqual({
      [fields.open.id]: 'edit',
      [fields.secret.id]: 'view',
      [fields.everyone.id]: 'edit',
      [fields.seen.id]: 'view',
    });
    const all = { [fields.open.id]: 'edit', [fields.secret.id]: 'edit', [fields.everyone.id]: 'edit' };
    expect(await screenOf(api(editor.cookie))).toEqual({ ...all, [fields.seen.id]: 'edit' });
    expect(await screenOf(api(org.adminCookie))).toEqual({ ...all, [fields.seen.id]: 'edit' });
  });

  it('refuses writes of fields the caller may not edit, and never sends hidden values', async () => {
    const { api, fields, writer, editor, viewer } = await lockedTemplateForm();
    const created = await api(editor.cookie).create({ [fields.open.id]: 'a', [fields.secret.id]: '9000' });
    expect(created.statusCode).toBe(201);
    const entryId = created.json().entry.id;

    for (const [cookie, fieldId] of [
      [writer.cookie, fields.secret.id],
      [viewer.cookie, fields.secret.id],
      [writer.cookie, fields.seen.id],
    ] as const) {
      const update = await api(cookie).update(entryId, fieldId, 'changed');
      expect(update.statusCode).toBe(403);
      expect(errorOf(update).message).toBe(entryMessages.lockedField);
    }
    const forged = await api(writer.cookie).create({ [fields.open.id]: 'b', [fields.secret.id]: '1' });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).message).toBe(entryMessages.lockedField);

    const asWriter = (await api(writer.cookie).list()).json().entries[0];
    expect(asWriter.data).not.toHaveProperty(fields.secret.id);
    expect(asWriter.data[fields.open.id]).toBe('a');
    const asViewer = (await api(viewer.cookie).list()).json().entries[0];
    expect(asViewer.data[fields.secret.id]).toBe('9000');

    const allowed = await api(writer.cookie).update(entryId, fields.everyone.id, 'for all');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().entry.data).not.toHaveProperty(fields.secret.id);
  });

  it('imports only the fields the importer may edit', async () => {
    const { api, fields, writer, editor } = await lockedTemplateForm();
    const result = await api(writer.cookie).import([{ Open: 'x', Salary: '5' }]);
    expect(result.json().imported).toBe(1);
    const [entry] = (await api(editor.cookie).list()).json().entries;
    expect(entry.data[fields.open.id]).toBe('x');
    expect(entry.data[fields.secret.id]).toBe('');
  });
});
