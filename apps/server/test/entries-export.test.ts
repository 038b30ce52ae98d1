import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsAccess, formsApi, formsMember, formsOrg } from './support/forms-api.ts';
import { importExportApi } from './support/import-export-api.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const named = (...users: string[]) => ({ users, groups: [] });
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
const BUILT_IN_HEADERS = 'Entry ID,Updated At,Updated By,Created At,Created By';

/** A form with a city, a score, a note and a salary locked to the admin; a member sees and writes their own. */
async function cityForm() {
  const org = await formsOrg(server.app, masterCookie);
  const member = await formsMember(server.app, server.ctx, org.orgId, {
    access: formsAccess(FORM_ROLE.viewData),
  });
  const city = {
    id: fieldId(),
    label: 'City',
    type: 'select' as const,
    options: { kind: 'custom' as const, values: ['Oslo', 'Rome', 'A/B'] },
  };
  const score = { id: fieldId(), label: 'Score', type: 'number' as const };
  const note = { id: fieldId(), label: 'Note', type: 'text' as const };
  const salary = { id: fieldId(), label: 'Salary', type: 'text' as const, userLock: true };
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    name: `Visits ${Math.random().toString(36).slice(2, 6)}`,
    fieldConfig: [city, score, note, salary],
    formDataAccess: { create_data: named(member.id), view_self_data: named(member.id) },
  });
  const admin = entriesApi(server.app, org.adminCookie, form.id);
  await createdEntry(admin, {
    [city.id]: 'Oslo',
    [score.id]: -5,
    [note.id]: '=HYPERLINK("http://evil")',
    [salary.id]: '9000',
  });
  await createdEntry(admin, { [city.id]: 'Rome', [score.id]: 7, [note.id]: '@SUM(A1)', [salary.id]: '8000' });
  await createdEntry(admin, {
    [city.id]: 'Oslo',
    [score.id]: 3,
    [note.id]: 'plain, with comma',
    [salary.id]: '7000',
  });
  await createdEntry(entriesApi(server.app, member.cookie, form.id), { [city.id]: 'A/B', [note.id]: 'mine' });
  return {
    org,
    member,
    form,
    city,
    score,
    note,
    salary,
    api: importExportApi(server.app, org.adminCookie, form.id),
  };
}

describe('simple export', () => {
  it('streams CSV with labels, built-in columns, the table sort, and formulas neutralised', async () => {
    const t = await cityForm();
    const response = await t.api.download({ format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`filename="${t.form.name}.csv"`);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(`${BUILT_IN_HEADERS},City,Score,Note,Salary`);
    expect(lines).toHaveLength(5);
    // Newest first, as the table sorts by default.
    expect(lines[1]).toMatch(/,A\/B,,mine,$/);
    expect(lines[2]).toMatch(/,Oslo,3,"plain, with comma",7000$/);
    expect(lines[3]).toMatch(/,Rome,7,'@SUM\(A1\),8000$/);
    expect(lines[4]).toMatch(/,Oslo,-5,"'=HYPERLINK\(""http:\/\/evil""\)",9000$/);
  });

  it('exports the same view as the table: search, filters and sort', async () => {
    const t = await cityForm();
    const searched = csvLines(
      (await t.api.download({ search: 'oslo', sort: t.score.id, direction: 'asc' })).body,
    );
    expect(searched.slice(1).map((line) => line.split(',')[6])).toEqual(['-5', '3']);
    const filtered = csvLines(
      (await t.api.download({ filters: [{ fieldId: t.score.id, operator: '>', value: 5 }] })).body,
    );
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toContain('Rome');
  });

  it('writes a real XLSX with numbers as numbers and formulas neutralised', async () => {
    const t = await cityForm();
    const response = await t.api.download({ format: 'xlsx', sort: t.score.id, direction: 'asc' });
    expect(response.headers['content-disposition']).toContain(`filename="${t.form.name}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...BUILT_IN_HEADERS.split(','), 'City', 'Score', 'Note', 'Salary']);
    // Empty values are the smallest, as in the table: the entry without a score comes first going up.
    expect(values(2).slice(5, 7)).toEqual(['A/B', undefined]);
    expect(values(3).slice(5)).toEqual(['Oslo', -5, '\'=HYPERLINK("http://evil")', '9000']);
    expect(values(5).slice(5)).toEqual(['Rome', 7, "'@SUM(A1)", '8000']);
    expect(sheet.rowCount).toBe(5);
  });

  it('streams a JSON array keyed by the column headers', async () => {
    const t = await cityForm();
    const response = await t.api.download({ format: 'json', sort: t.score.id, direction: 'desc' });
    expect(response.headers['content-type']).toContain('application/json');
    const rows = response.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ City: 'Rome', Score: 7, Note: '@SUM(A1)', Salary: '8000' });
    expect(Object.keys(rows[0] ?? {})).toEqual([
      ...BUILT_IN_HEADERS.split(','),
      'City',
      'Score',
      'Note',
      'Salary',
    ]);
  });
});

describe('stored values', () => {
  it('writes quotes, backslashes, line breaks, lists, booleans and JSON as the table shows them', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const text = { id: fieldId(), label: 'Text', type: 'text' as const };
    const tags = {
      id: fieldId(),
      label: 'Tags',
      type: 'multiselect' as const,
      options: { kind: 'custom' as const, values: ['a', 'b'] },
    };
    const done = { id: fieldId(), label: 'Done', type: 'checkbox' as const };
    const extra = { id: fieldId(), label: 'Extra', type: 'json' as const };
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      name: `Values ${Math.random().toString(36).slice(2, 6)}`,
      fieldConfig: [text, tags, done, extra],
    });
    const value = 'say "hi"\\back\nnext -1 é';
    await server.ctx.db.execute(sql`
      insert into entries (form_id, org_id, data, search_text, created_at, updated_at)
      values (${form.id}::uuid, ${org.orgId},
              jsonb_build_object(${text.id}::text, ${value}::text, ${tags.id}::text, '["a","b"]'::jsonb,
                                 ${done.id}::text, true, ${extra.id}::text, '{"k":[1,"-x"]}'::jsonb),
              '', '2024-02-29 10:11:12.345678+00', '2024-03-01 00:00:00.5+00'),
             (${form.id}::uuid, ${org.orgId}, jsonb_build_object(${text.id}::text, '-minus'::text),
              '', '2024-01-01 00:00:00+00', '2024-01-01 00:00:00+00')`);
    const api = importExportApi(server.app, org.adminCookie, form.id);
    const body = (await api.download({ format: 'csv' })).body.replace(/^\uFEFF/, '');
    const [header, full, minus] = body.split('\r\n');
    expect(header).toBe(`${BUILT_IN_HEADERS},Text,Tags,Done,Extra`);
    expect(full).toMatch(/^[0-9a-f-]{36},2024-03-01T00:00:00\.500Z,,2024-02-29T10:11:12\.345Z,,/);
    expect(`${full}\r\n${minus}`).toContain(
      `,"say ""hi""\\back\nnext -1 é","a, b",true,"{""k"":[1,""-x""]}"\r\n`,
    );
    expect(minus).toMatch(/,'-minus,,,$/);
    const [json] = (await api.download({ format: 'json' })).json() as Record<string, unknown>[];
    expect(json).toMatchObject({
      'Updated At': '2024-03-01T00:00:00.500Z',
      'Created At': '2024-02-29T10:11:12.345Z',
      Text: value,
      Tags: ['a', 'b'],
      Done: true,
      Extra: { k: [1, '-x'] },
    });
  });
});

describe('large exports', () => {
  it('reads page after page: every entry once, in order, across equal and empty sort values', async () => {
    const t = await cityForm();
    await server.ctx.db.execute(sql`
      insert into entries (form_id, org_id, data, search_text, created_at)
      select ${t.form.id}::uuid, ${t.org.orgId},
             case when n % 10 = 0 then '{}'::jsonb
                  else jsonb_build_object(${t.score.id}::text, n % 3, ${t.city.id}::text, (array['Oslo','Rome'])[n % 2 + 1]) end,
             '', now() - (n % 7) * interval '1 second'
      from generate_series(1, 4500) as n`);
    const idsOf = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[0]);
    const queries: Record<string, string>[] = [
      {},
      { sort: t.score.id, direction: 'asc' },
      { sort: t.score.id, direction: 'desc' },
    ];
    for (const query of queries) {
      const lines = csvLines((await t.api.download(query)).body);
      expect(new Set(idsOf(lines)).size).toBe(4504);
      if ('sort' in query) {
        const scores = lines.slice(1).map((line) => line.split(',')[6]);
        const filled = scores.filter((score) => score !== '').map(Number);
        expect(filled).toEqual([...filled].sort((a, b) => (query.direction === 'asc' ? a - b : b - a)));
        // Empty values are the smallest: first going up, last going down.
        const empties = query.direction === 'asc' ? scores.slice(0, 451) : scores.slice(-451);
        expect(empties.every((score) => score === '')).toBe(true);
      }
    }
    const zip = unzipSync(
      new Uint8Array((await t.api.download({ mode: 'grouped', groupBy: t.city.id })).rawPayload),
    );
    expect(Object.keys(zip).sort()).toEqual(['(empty).csv', 'A_B.csv', 'Oslo.csv', 'Rome.csv']);
    const grouped = Object.values(zip).flatMap((file) => idsOf(csvLines(strFromU8(file))));
    expect(new Set(grouped).size).toBe(4504);
  });
});

describe('who exports what', () => {
  it('gives a reader of their own entries only those, and never a field locked from them', async () => {
    const t = await cityForm();
    const mine = importExportApi(server.app, t.member.cookie, t.form.id);
    const lines = csvLines((await mine.download({ format: 'csv' })).body);
    expect(lines[0]).toBe(`${BUILT_IN_HEADERS},City,Score,Note`);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('mine');
    const json = (await mine.download({ format: 'json' })).json() as Record<string, unknown>[];
    expect(json).toHaveLength(1);
    expect(json[0]).not.toHaveProperty('Salary');
    const grouped = await mine.download({ mode: 'grouped', groupBy: t.salary.id });
    expect(grouped.statusCode).toBe(400);
  });

  it('refuses a reader without view rights with the spec message', async () => {
    const t = await cityForm();
    const stranger = await formsMember(server.app, server.ctx, t.org.orgId, {
      access: formsAccess(FORM_ROLE.viewData),
    });
    const response = await importExportApi(server.app, stranger.cookie, t.form.id).download();
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(`You do not have permission to view data of ${t.form.name}.`);
  });
});

describe("another organisation's export", () => {
  it('refuses another organisation, whose admin gets no line of the form', async () => {
    const t = await cityForm();
    const other = await formsOrg(server.app, masterCookie);
    for (const format of ['csv', 'json'] as const) {
      const response = await importExportApi(server.app, other.adminCookie, t.form.id).download({ format });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(entryMessages.formNotFound);
      expect(response.body).not.toContain('Oslo');
    }
  });
});

describe('grouped export', () => {
  it('zips one CSV per value of the chosen field, named after the form', async () => {
    const t = await cityForm();
    const response = await t.api.download({ mode: 'grouped', format: 'csv', groupBy: t.city.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename="${t.form.name}_grouped.zip"`);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['A_B.csv', 'Oslo.csv', 'Rome.csv']);
    const oslo = csvLines(strFromU8(files['Oslo.csv'] as Uint8Array));
    expect(oslo).toHaveLength(3);
    expect(oslo[0]).toBe(`${BUILT_IN_HEADERS},City,Score,Note,Salary`);
  });

  it('zips XLSX workbooks too', async () => {
    const t = await cityForm();
    const response = await t.api.download({ mode: 'grouped', format: 'xlsx', groupBy: t.city.id });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['A_B.xlsx', 'Oslo.xlsx', 'Rome.xlsx']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(files['Rome.xlsx'] as Uint8Array) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(2);
  });

  it('needs a field to group by', async () => {
    const t = await cityForm();
    const response = await t.api.download({ mode: 'grouped', format: 'csv' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Please select a field to group by.');
  });
});
