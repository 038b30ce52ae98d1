import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSearchBacklog } from '../src/modules/entries/entry-search-index.job.ts';
import { entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { importExportApi, importFile, resultOf } from './support/import-export-api.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

// An import writes its entries' search text beside the trigram index, and the search index job moves it in
// once the import has paused (decision 0055). Searches must find the entries at once and ever after.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const CSV = ['Name,City', 'Ada Lovelace,London', 'Bob Byte,Lisbon', 'Cy Coder,London'].join('\r\n');

/** A form with the three rows above imported, and the job kept off it until the test lets it run. */
async function importedForm() {
  const org = await formsOrg(server.app, masterCookie);
  const name = { id: fieldId(), label: 'Name', type: 'text' as const };
  const city = { id: fieldId(), label: 'City', type: 'text' as const };
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [name, city] });
  const api = importExportApi(server.app, org.adminCookie, form.id);
  const { response } = await importFile(api, 'people.csv', CSV, { Name: name.id, City: city.id });
  expect(resultOf(response).imported).toBe(3);
  // The server's own job takes a form two seconds after its last batch: told it was touched later, it waits.
  await server.ctx.db.execute(
    sql`update entry_search_backlog set touched_at = now() + interval '1 hour' where form_id = ${form.id}`,
  );
  return { org, form, name, api, entries: entriesApi(server.app, org.adminCookie, form.id) };
}

const waiting = (formId: string) =>
  countOf(
    server.ctx.db,
    sql`select count(*)::int as n from entries where form_id = ${formId} and search_pending is not null`,
  );
const inBacklog = (formId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from entry_search_backlog where form_id = ${formId}`);

/** Lets the job take the form now, as it would once the import had been quiet for a while. */
async function runJob(formId: string) {
  await server.ctx.db.execute(
    sql`update entry_search_backlog set touched_at = now() - interval '1 minute' where form_id = ${formId}`,
  );
  await indexSearchBacklog(server.ctx.db);
}

async function namesFound(t: Awaited<ReturnType<typeof importedForm>>, search: string) {
  const response = await t.entries.list({ search, sort: t.name.id, direction: 'asc' });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { entries: { data: Record<string, unknown> }[]; total: number };
  expect(body.total).toBe(body.entries.length);
  return body.entries.map((entry) => entry.data[t.name.id]);
}

describe('search of imported entries', () => {
  it('finds imported entries at once, before the search index job has taken them', async () => {
    const t = await importedForm();
    expect(await waiting(t.form.id)).toBe(3);
    expect(await inBacklog(t.form.id)).toBe(1);
    expect(await namesFound(t, 'LONDON')).toEqual(['Ada Lovelace', 'Cy Coder']);
    expect(await namesFound(t, 'byte')).toEqual(['Bob Byte']);
    expect(await namesFound(t, 'paris')).toEqual([]);
  });

  it('exports the entries a search finds while their text waits', async () => {
    const t = await importedForm();
    const response = await t.api.download({ format: 'csv', search: 'lovelace' });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ada Lovelace');
  });

  it('moves the text into the index, empties the backlog and keeps finding the same entries', async () => {
    const t = await importedForm();
    await runJob(t.form.id);
    expect(await waiting(t.form.id)).toBe(0);
    expect(await inBacklog(t.form.id)).toBe(0);
    const texts = await rowsOf<{ search_text: string }>(
      server.ctx.db,
      sql`select search_text from entries where form_id = ${t.form.id} order by search_text`,
    );
    expect(texts.map((row) => row.search_text)).toEqual([
      'ada lovelace\nlondon',
      'bob byte\nlisbon',
      'cy coder\nlondon',
    ]);
    expect(await namesFound(t, 'london')).toEqual(['Ada Lovelace', 'Cy Coder']);
    expect(await namesFound(t, 'byte')).toEqual(['Bob Byte']);
    // Vacuumed and analysed after: the planner counts the three live rows, not the imported versions too.
    const [stats] = await rowsOf<{ reltuples: number }>(
      server.ctx.db,
      sql`select reltuples from pg_class where relname = ${`entries_${t.form.id.replaceAll('-', '')}`}`,
    );
    expect(stats?.reltuples).toBe(3);
  });

  it('keeps an edit made before the job reached the entry, and finds it by its new text only', async () => {
    const t = await importedForm();
    const [bob] = (
      (await t.entries.list({ search: 'bob' })).json() as { entries: { id: string; version: number }[] }
    ).entries;
    if (!bob) throw new Error('the imported entry was not found');
    const edited = await t.entries.update(bob.id, { [t.name.id]: 'Robert Byte' }, bob.version);
    expect(edited.statusCode).toBe(200);
    expect(await waiting(t.form.id)).toBe(2);
    expect(await namesFound(t, 'bob')).toEqual([]);
    await runJob(t.form.id);
    expect(await namesFound(t, 'robert')).toEqual(['Robert Byte']);
    expect(await namesFound(t, 'bob')).toEqual([]);
    expect(await namesFound(t, 'london')).toEqual(['Ada Lovelace', 'Cy Coder']);
  });

  it('leaves a form alone while its import goes on, and forgets a form that was deleted', async () => {
    const t = await importedForm();
    await indexSearchBacklog(server.ctx.db);
    expect(await waiting(t.form.id)).toBe(3);
    const forms = formsApi(server.app, t.org.adminCookie);
    expect((await forms.trash(t.form.id)).statusCode).toBe(200);
    expect((await forms.remove(t.form.id)).statusCode).toBe(200);
    await runJob(t.form.id);
    expect(await inBacklog(t.form.id)).toBe(0);
  });
});
