import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { templateDataApi } from './support/template-data-api.ts';
import { field, type SignedInCreator, seedTemplate, signInCreator } from './support/templates-fixtures.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

// Data entered on template forms by creators: entry, the data list, one-field edits and deletion.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let creator: SignedInCreator;
beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  creator = await signInCreator(server.app, masterCookie);
});
afterAll(() => server?.tearDown());

function villageFields() {
  return {
    name: field('Village', { required: true }),
    code: field('Code', {
      inputValidation: true,
      regex: '^[A-Z]{3}$',
      invalidInputMessage: 'Use three capitals',
    }),
    count: field('Households', { type: 'number' }),
    items: field('Wells', {
      type: 'table',
      required: true,
      columns: [{ id: 'depth', header: 'Depth', dataType: 'number', required: true }],
    }),
  };
}

async function seeded() {
  const fields = villageFields();
  const { template, forms } = await seedTemplate(server.ctx, creator, {
    forms: [{ name: 'Villages', fields: Object.values(fields) }],
  });
  const form = forms[0];
  if (!form) throw new Error('no form seeded');
  const at = { templateId: template.id, formId: form.id };
  return { at, fields, templateName: template.name, api: templateDataApi(server.app, creator.cookie, at) };
}

const valid = (f: ReturnType<typeof villageFields>, name = 'Kibera') => ({
  [f.name.id]: name,
  [f.items.id]: [{ depth: 12 }],
});

describe('the template form', () => {
  it('gives the creator every field, editable, with the template and form names', async () => {
    const { api, fields, templateName } = await seeded();
    const response = await api.form();
    expect(response.statusCode).toBe(200);
    const { form } = response.json();
    expect(form.name).toBe('Villages');
    expect(form.templateName).toBe(templateName);
    expect(form.fields.map((f: { id: string }) => f.id)).toEqual(Object.values(fields).map((f) => f.id));
    expect(form.fields.every((f: { readOnly: boolean }) => f.readOnly === false)).toBe(true);
  });

  it('is not found when the form is not the template’s, or the ids name nothing', async () => {
    const first = await seeded();
    const second = await seeded();
    const crossed = templateDataApi(server.app, creator.cookie, {
      templateId: second.at.templateId,
      formId: first.at.formId,
    });
    for (const response of [await crossed.form(), await crossed.list(), await crossed.create({})]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.templateFormNotFound);
    }
    const unknown = templateDataApi(server.app, creator.cookie, {
      templateId: first.at.templateId,
      formId: crypto.randomUUID(),
    });
    expect((await unknown.form()).statusCode).toBe(404);
  });

  it('refuses anonymous callers (401), and reaches no organisation session or master admin (404)', async () => {
    const { at } = await seeded();
    const anonymous = templateDataApi(server.app, undefined, at);
    expect((await anonymous.form()).statusCode).toBe(401);
    expect((await anonymous.create({})).statusCode).toBe(401);
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    for (const cookie of [adminCookie, masterCookie]) {
      const other = templateDataApi(server.app, cookie, at);
      for (const response of [
        await other.form(),
        await other.list(),
        await other.removeMany([crypto.randomUUID()]),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toBe(m.templateFormNotFound);
      }
    }
  });
});

describe('submitting an entry', () => {
  it('stores valid values with the creator as author and says so in the spec’s words', async () => {
    const { api, fields } = await seeded();
    const response = await api.create({ ...valid(fields), [fields.code.id]: 'KBR', [fields.count.id]: '42' });
    expect(response.statusCode).toBe(201);
    const { entry, message } = response.json();
    expect(message).toBe('Template form submitted successfully!');
    expect(entry.createdBy).toEqual({ id: creator.id, name: creator.name });
    expect(entry.data[fields.count.id]).toBe(42);
    expect(entry.data[fields.items.id]).toEqual([{ depth: 12 }]);
  });

  it('refuses missing required values, regex mismatches and empty required tables, field by field', async () => {
    const { api, fields } = await seeded();
    const response = await api.create({
      [fields.code.id]: 'kbr',
      [fields.count.id]: 'many',
      [fields.items.id]: [],
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.message).toBe('Please fix the errors in the form');
    expect(error.fields).toMatchObject({
      [fields.name.id]: 'This field is required',
      [fields.code.id]: 'Use three capitals',
      [fields.items.id]: 'This table field is required and must have at least one row',
    });
    expect(error.fields?.[fields.count.id]).toBeTruthy();
    const cells = await api.create({ ...valid(fields), [fields.items.id]: [{ depth: null }] });
    expect(errorOf(cells).fields?.[fields.items.id]).toBe(
      'All required table cells must be filled. Empty values are not allowed.',
    );
    expect((await api.list()).json().total).toBe(0);
  });
});

describe('the data list', () => {
  it('lists entries newest first, ten a page, with the total', async () => {
    const { api, fields } = await seeded();
    for (let n = 1; n <= 12; n += 1)
      expect((await api.create(valid(fields, `Village ${n}`))).statusCode).toBe(201);
    const first = (await api.list()).json();
    expect(first.total).toBe(12);
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0].data[fields.name.id]).toBe('Village 12');
    expect(first.entries[0].createdBy.name).toBe(creator.name);
    const second = (await api.list('?page=1')).json();
    expect(second.entries.map((e: { data: Record<string, string> }) => e.data[fields.name.id])).toEqual([
      'Village 2',
      'Village 1',
    ]);
  });
});

describe('editing one field', () => {
  it('changes the field, stamps the editor, and checks the value as entry does', async () => {
    const { api, fields } = await seeded();
    const { entry } = (await api.create(valid(fields))).json();
    const changed = await api.update(entry.id, fields.name.id, 'Mathare');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().entry.data[fields.name.id]).toBe('Mathare');
    expect(changed.json().entry.data[fields.items.id]).toEqual([{ depth: 12 }]);
    expect(changed.json().entry.updatedAt >= entry.updatedAt).toBe(true);

    const empty = await api.update(entry.id, fields.name.id, '');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.[fields.name.id]).toBe('This field is required');
    const badCode = await api.update(entry.id, fields.code.id, 'nope');
    expect(errorOf(badCode).fields?.[fields.code.id]).toBe('Use three capitals');

    const unknownField = await api.update(entry.id, 'zzzzzzzz', 'x');
    expect(unknownField.statusCode).toBe(404);
    expect(errorOf(unknownField).message).toBe(entryMessages.unknownField);
    const unknownEntry = await api.update(crypto.randomUUID(), fields.name.id, 'x');
    expect(unknownEntry.statusCode).toBe(404);
  });
});

describe('deleting entries', () => {
  it('deletes one entry, then the selected ones, for good', async () => {
    const { api, fields } = await seeded();
    const ids: string[] = [];
    for (let n = 0; n < 4; n += 1) ids.push((await api.create(valid(fields, `V${n}`))).json().entry.id);
    const one = await api.remove(ids[0] as string);
    expect(one.statusCode).toBe(200);
    expect((await api.list()).json().total).toBe(3);
    expect((await api.remove(ids[0] as string)).statusCode).toBe(404);
    const many = await api.removeMany(ids.slice(1, 3));
    expect(many.statusCode).toBe(200);
    const left = (await api.list()).json();
    expect(left.total).toBe(1);
    expect(left.entries[0].id).toBe(ids[3]);
  });

  it('leaves entries of another template form alone', async () => {
    const first = await seeded();
    const second = await seeded();
    const { entry } = (await first.api.create(valid(first.fields))).json();
    const response = await second.api.removeMany([entry.id]);
    expect(response.statusCode).toBe(404);
    expect((await first.api.list()).json().total).toBe(1);
  });
});
