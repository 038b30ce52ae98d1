import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const field = (
  type: FieldConfigInput['type'],
  overrides: Partial<FieldConfigInput> = {},
): FieldConfigInput => ({
  id: fieldId(),
  label: type,
  type,
  ...overrides,
});

async function formWith(fields: FieldConfigInput[]) {
  const org = await formsOrg(server.app, masterCookie);
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: fields });
  return { org, form, api: entriesApi(server.app, org.adminCookie, form.id) };
}

describe('every value is checked again on the server', () => {
  it('answers each invalid value with its message', async () => {
    const options = { kind: 'custom' as const, values: ['Red', 'Blue'] };
    const column = { id: 'qty', header: 'Qty', dataType: 'number' as const, required: true };
    const cases: [FieldConfigInput, unknown, string][] = [
      [field('text', { required: true }), '', m.required],
      [
        field('text', { inputValidation: true, regex: '^[A-Z]+$', invalidInputMessage: 'Capitals only' }),
        'abc',
        'Capitals only',
      ],
      [field('number'), 'ten', m.invalidNumber],
      [field('date'), '2026-13-01', m.invalidDate],
      [field('datetime'), 'soon', m.invalidDate],
      [field('select', { options }), 'Green', m.invalidOption],
      [field('multiselect', { options }), ['Red', 'Green'], m.invalidOption],
      [field('json'), '{broken', m.invalidJson],
      [field('table', { required: true, columns: [column] }), [], m.tableRequired],
      [field('table', { columns: [column] }), [{ qty: '' }], m.tableCellsRequired],
      [
        field('file'),
        [
          { id: 'a/x.pdf', name: 'x.pdf' },
          { id: 'a/y.pdf', name: 'y.pdf' },
        ],
        m.multipleFilesNotAllowed,
      ],
      [field('file', { accept: ['.pdf'] }), [{ id: 'a/x.exe', name: 'x.exe' }], m.fileTypeNotAllowed('.exe')],
      [
        field('file', { maxFileSizeMB: 1 }),
        [{ id: 'a/x.pdf', name: 'x.pdf', size: 2_000_000 }],
        m.totalSizeExceeds(1),
      ],
      [
        field('file', { multiple: true, maxFiles: 1 }),
        [
          { id: 'a/x.pdf', name: 'x.pdf' },
          { id: 'a/y.pdf', name: 'y.pdf' },
        ],
        m.maxFiles(1),
      ],
    ];
    const { api } = await formWith(cases.map(([f]) => f));
    const response = await api.create(Object.fromEntries(cases.map(([f, value]) => [f.id, value])));
    expect(response.statusCode).toBe(400);
    const { message, fields } = errorOf(response);
    expect(message).toBe(m.fixFormErrors);
    for (const [f, , expected] of cases) expect(fields?.[f.id as string], f.type).toBe(expected);
  });

  it('stores normalised values, the foreign-key fallback, and rich text without scripts', async () => {
    const number = field('number');
    const json = field('json');
    const rich = field('richtext');
    const choice = field('select', {
      options: { kind: 'foreignKey', formId: '', fieldId: 'x', isReferencedValue: true, fallbackValue: '' },
    });
    const { api, org } = await formWith([number, json, rich]);
    const entry = await createdEntry(api, {
      [number.id]: '4.5',
      [json.id]: '{"a":[1,2]}',
      [rich.id]: '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script></p>',
    });
    expect(entry.data).toEqual({
      [number.id]: 4.5,
      [json.id]: { a: [1, 2] },
      [rich.id]: '<p>Hi <strong>there</strong></p>',
    });
    // A foreign-key field keeps a copy of the chosen value beside the reference.
    const foreign = await createdForm(formsApi(server.app, org.adminCookie));
    const source = foreign.fieldConfig[0]?.id as string;
    const withChoice = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [
        {
          ...choice,
          options: { kind: 'foreignKey', formId: foreign.id, fieldId: source, isReferencedValue: true },
        },
      ],
    });
    const chosen = await createdEntry(entriesApi(server.app, org.adminCookie, withChoice.id), {
      [choice.id as string]: { id: 'e1', value: 'Acme' },
    });
    expect(chosen.data[`${choice.id}_fallback`]).toBe('Acme');
  });
});

describe('unique values', () => {
  it('lets exactly one of ten identical concurrent submits through', async () => {
    const code = field('text', { uniqueWithoutCase: true });
    const { api, form } = await formWith([code]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.create({ [code.id as string]: 'ABC-1' })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused).toHaveLength(9);
    expect(errorOf(refused[0] as (typeof answers)[number]).fields).toEqual({
      [code.id as string]: m.notUnique,
    });
    const stored = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from entries where form_id = ${form.id}`,
    );
    expect(stored).toBe(1);
    // Without case: another casing is the same value; a trashed entry no longer holds it.
    expect((await api.create({ [code.id as string]: 'abc-1' })).statusCode).toBe(400);
    const [row] = await rowsOf<{ id: string }>(
      server.ctx.db,
      sql`select id from entries where form_id = ${form.id}`,
    );
    await api.trash(row?.id as string);
    expect((await api.create({ [code.id as string]: 'abc-1' })).statusCode).toBe(201);
  });

  it('compares with case when asked, and lets an entry keep its own value on update', async () => {
    const code = field('text', { uniqueWithCase: true });
    const { api } = await formWith([code]);
    const first = await createdEntry(api, { [code.id as string]: 'Abc' });
    expect((await api.create({ [code.id as string]: 'abc' })).statusCode).toBe(201);
    expect((await api.update(first.id, { [code.id as string]: 'Abc' })).statusCode).toBe(200);
    const clash = await api.update(first.id, { [code.id as string]: 'abc' });
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash)).toMatchObject({
      message: m.fixUpdateErrors,
      fields: { [code.id as string]: m.notUnique },
    });
  });
});

describe('an email field', () => {
  it('is saved by the builder, refuses a bad address and stores a good one', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const forms = formsApi(server.app, org.adminCookie);
    const form = await createdForm(forms);
    const email = { id: fieldId(), label: 'Email', type: 'email', required: true, uniqueWithoutCase: true };
    const response = await forms.updateFields(form.id, {
      name: form.name,
      fieldConfig: [...form.fieldConfig, email],
      expectedVersion: form.version,
    });
    expect(response.statusCode).toBe(200);
    const saved = (response.json() as { form: Form }).form;
    expect(saved.fieldConfig.find((field) => field.id === email.id)?.type).toBe('email');

    const api = entriesApi(server.app, org.adminCookie, form.id);
    const refused = await api.create({ [email.id]: 'ada.example.com' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({ [email.id]: m.invalidEmail });
    expect(m.invalidEmail).toBe('Please enter a valid email address');

    const entry = await createdEntry(api, { [email.id]: ' ada@example.com ' });
    expect(entry.data[email.id]).toBe('ada@example.com');
    // Unique without case, as a text field.
    const again = await api.create({ [email.id]: 'ADA@example.com' });
    expect(errorOf(again).fields).toEqual({ [email.id]: m.notUnique });
  });
});
