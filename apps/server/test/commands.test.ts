import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { type CreateFormInput, createFormSchema } from '@atrium/domain/forms/forms.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEntries } from '../src/modules/entries/entries.commands.ts';
import { addForm, type FormAuthor } from '../src/modules/forms/forms.commands.ts';
import { type FormRow, findForm } from '../src/modules/forms/forms.repo.ts';
import type { Tx } from '../src/platform/db/database.ts';
import { entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { type FormsOrg, formsApi, formsOrg, newFormBody, textField } from './support/forms-api.ts';
import { call, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const authorOf = (org: FormsOrg): FormAuthor => ({
  orgId: org.orgId,
  userId: org.adminId,
  userName: 'Org Admin',
});
const formInput = (body: Partial<CreateFormInput> = {}) => createFormSchema.parse(newFormBody(body));
const inTransaction = <T>(work: (tx: Tx) => Promise<T>) => server.ctx.db.transaction(work);

async function storedForm(org: FormsOrg, formId: string): Promise<FormRow> {
  const form = await findForm(server.ctx.db, org.orgId, formId);
  if (!form) throw new Error('the form was not stored');
  return form;
}

describe('creating a form without a request', () => {
  it('stores version 1 in Default, as the route does, and the API shows it', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const name = textField({ label: 'Inspector' });
    const row = await inTransaction((tx) => addForm(tx, authorOf(org), formInput({ fieldConfig: [name] })));

    const api = formsApi(server.app, org.adminCookie);
    const read = await api.get(row.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().form).toMatchObject({ id: row.id, version: 1, owner: { id: org.adminId } });
    expect(read.json().form.fieldConfig.map((field: { label: string }) => field.label)).toEqual([
      'Inspector',
    ]);
    const groups = (await call(server.app, 'GET', '/api/form-groups', { cookie: org.adminCookie })).json()
      .groups;
    const defaultGroup = groups.find((group: { isDefault: boolean }) => group.isDefault);
    expect(read.json().form.formGroupIds).toEqual([defaultGroup.id]);
    const history = (await api.history(row.id)).json().items;
    expect(history.map((item: { changeType: string }) => item.changeType)).toEqual(['initial_creation']);
  });

  it('leaves nothing behind when the caller rolls its transaction back', async () => {
    const org = await formsOrg(server.app, masterCookie);
    let formId = '';
    const run = inTransaction(async (tx) => {
      formId = (await addForm(tx, authorOf(org), formInput())).id;
      throw new Error('the import failed later');
    });
    await expect(run).rejects.toThrow('the import failed later');
    expect((await formsApi(server.app, org.adminCookie).get(formId)).statusCode).toBe(404);
  });
});

describe('inserting entries without a request', () => {
  it('fills the defaults and shows the entries in the table, in the form creation transaction too', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const name = textField({ label: 'Name' });
    const note = textField({ label: 'Note', defaultValue: 'none' });
    const formId = await inTransaction(async (tx) => {
      const form = await addForm(tx, authorOf(org), formInput({ fieldConfig: [name, note] }));
      await addEntries(tx, authorOf(org), form, [{ [name.id]: 'Ada' }, { [name.id]: 'Grace' }]);
      return form.id;
    });

    const list = entriesOf(
      await entriesApi(server.app, org.adminCookie, formId).list({ sort: name.id, direction: 'asc' }),
    );
    expect(list.total).toBe(2);
    expect(list.entries.map((entry) => entry.data)).toEqual([
      { [name.id]: 'Ada', [note.id]: 'none' },
      { [name.id]: 'Grace', [note.id]: 'none' },
    ]);
    expect(list.entries[0]?.createdBy?.id).toBe(org.adminId);
  });

  it('refuses the whole batch when two rows, or a row and a live entry, hold one unique value', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const code = textField({ label: 'Code', uniqueWithoutCase: true });
    const created = await inTransaction((tx) =>
      addForm(tx, authorOf(org), formInput({ fieldConfig: [code] })),
    );
    const form = await storedForm(org, created.id);
    await addEntries(server.ctx.db, authorOf(org), form, [{ [code.id]: 'A-1' }]);

    const clashes = [
      [{ [code.id]: 'B-2' }, { [code.id]: 'b-2' }],
      [{ [code.id]: 'C-3' }, { [code.id]: 'a-1' }],
    ];
    for (const rows of clashes) {
      await expect(addEntries(server.ctx.db, authorOf(org), form, rows)).rejects.toMatchObject({
        status: 400,
        message: entryMessages.fixFormErrors,
        fields: { [code.id]: entryMessages.notUnique },
      });
    }
    const list = entriesOf(await entriesApi(server.app, org.adminCookie, form.id).list());
    expect(list.entries.map((entry) => entry.data[code.id])).toEqual(['A-1']);
  });
});
