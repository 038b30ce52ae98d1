import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { templateDataApi } from './support/template-data-api.ts';
import { field, type SignedInCreator, seedTemplate, signInCreator } from './support/templates-fixtures.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

// Importing rows into a template form: per-type messages, empty rows ignored, bad rows skipped and reported.

let server: Awaited<ReturnType<typeof setUpServer>>;
let creator: SignedInCreator;
beforeAll(async () => {
  server = await setUpServer();
  creator = await signInCreator(server.app, await signInMaster(server.app));
});
afterAll(() => server?.tearDown());

async function seeded() {
  const fields = {
    name: field('Name', { required: true }),
    age: field('Age', { type: 'number' }),
    tags: field('Tags', { type: 'multiselect', options: { kind: 'custom', values: ['red', 'blue'] } }),
    born: field('Born', { type: 'date' }),
    extra: field('Extra', { type: 'json' }),
  };
  const { template, forms } = await seedTemplate(server.ctx, creator, {
    forms: [{ name: 'People', fields: Object.values(fields) }],
  });
  const formId = forms[0]?.id as string;
  return {
    fields,
    formId,
    api: templateDataApi(server.app, creator.cookie, { templateId: template.id, formId }),
  };
}

const storedCount = (formId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from entries where form_id = ${formId}`);

describe('importing rows', () => {
  it('imports good rows by label or id, ignores empty rows and reports bad rows with their sheet row', async () => {
    const { api, fields, formId } = await seeded();
    const response = await api.import([
      { Name: 'Ada', Age: '36', Tags: 'red, blue', Born: '1990-04-01', Extra: '{"a":1}' },
      { Name: '', Age: '', Tags: '', Born: '' },
      { [fields.name.id]: 'Bo', [fields.tags.id]: ['blue'], [fields.extra.id]: { b: 2 } },
      { Name: 'Cy', Age: 'thirty' },
      { Name: 'Di', Tags: 7 },
      { Name: 'Ed', Born: 'not a date' },
      { Name: 'Flo', Extra: '{broken' },
      { Age: '5' },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.imported).toBe(2);
    expect(result.message).toBe('2 records imported successfully!');
    expect(result.failed).toEqual([
      { row: 5, message: 'Age must be a number.' },
      { row: 6, message: 'Tags must be an array of values.' },
      { row: 7, message: 'Born must be a valid date/time format.' },
      { row: 8, message: 'Extra must be valid JSON.' },
      { row: 9, message: 'Name: This field is required' },
    ]);
    expect(result.failedCount).toBe(5);
    expect(await storedCount(formId)).toBe(2);
    const { entries } = (await api.list()).json();
    const ada = entries.find(
      (entry: { data: Record<string, unknown> }) => entry.data[fields.name.id] === 'Ada',
    );
    expect(ada.data[fields.age.id]).toBe(36);
    expect(ada.data[fields.tags.id]).toEqual(['red', 'blue']);
    expect(ada.data[fields.extra.id]).toEqual({ a: 1 });
  });

  it('refuses an import with nothing to import', async () => {
    const { api } = await seeded();
    const response = await api.import([{ Name: '' }, { Age: ' ' }]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('No valid data rows found to import.');
  });

  it('says no valid rows when every row fails, and lists them', async () => {
    const { api, formId } = await seeded();
    const response = await api.import([{ Age: 'x' }, { Name: 'Ok', Born: '31/31/31' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 0,
      failedCount: 2,
      message: 'No valid data rows found to import.',
    });
    expect(await storedCount(formId)).toBe(0);
  });

  it('imports more than one batch of 499 rows, skipping the bad ones', async () => {
    const { api, formId } = await seeded();
    const rows = Array.from({ length: 1200 }, (_, n) => ({
      Name: `P${n}`,
      Age: n % 400 === 0 ? 'bad' : String(n),
    }));
    const response = await api.import(rows);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.imported).toBe(1197);
    expect(result.failed.map((failure: { row: number }) => failure.row)).toEqual([2, 402, 802]);
    expect(await storedCount(formId)).toBe(1197);
    expect((await api.list()).json().total).toBe(1197);
  });
});
