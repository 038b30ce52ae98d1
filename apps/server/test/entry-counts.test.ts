import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactEntryCounts } from '../src/modules/entries/entry-count-compaction.job.ts';
import { createdEntry, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, formsApi, formsOrg, textField } from './support/forms-api.ts';
import { countOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

// The unfiltered total of the entries table comes from kept per-form counts, not from counting rows:
// these tests hold it to the rows through every kind of write.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const name = textField();

async function setUp() {
  const org = await formsOrg(server.app, masterCookie);
  const forms = formsApi(server.app, org.adminCookie);
  const form = await createdForm(forms, { fieldConfig: [name] });
  const api = entriesApi(server.app, org.adminCookie, form.id);
  return { org, forms, form, api };
}

const rowsIn = (formId: string, trashed: boolean) =>
  countOf(
    server.ctx.db,
    sql`select count(*)::int as n from entries where form_id = ${formId} and is_trashed = ${trashed}`,
  );

/** The totals the table shows for the live and trash views, next to the rows really there. */
async function totals(api: ReturnType<typeof entriesApi>) {
  const [live, trashed, liveRows, trashedRows] = await Promise.all([
    api.list().then((r) => entriesOf(r).total),
    api.list({ trashed: true }).then((r) => entriesOf(r).total),
    rowsIn(api.formId, false),
    rowsIn(api.formId, true),
  ]);
  expect({ live, trashed }).toEqual({ live: liveRows, trashed: trashedRows });
  return { live, trashed };
}

describe('the total of the unfiltered entries table', () => {
  it('follows submissions, edits, trash, restore and permanent deletes, single and bulk', async () => {
    const t = await setUp();
    expect(await totals(t.api)).toEqual({ live: 0, trashed: 0 });
    const made = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((v) => createdEntry(t.api, { [name.id]: v })),
    );
    const [a, b, c, d, e] = made.map((entry) => entry.id) as [string, string, string, string, string];
    expect(await totals(t.api)).toEqual({ live: 5, trashed: 0 });

    expect((await t.api.update(a, { [name.id]: 'a2' })).statusCode).toBe(200);
    expect(await totals(t.api)).toEqual({ live: 5, trashed: 0 });

    expect((await t.api.trash(a)).statusCode).toBe(200);
    expect((await t.api.bulkTrash([b, c])).statusCode).toBe(200);
    expect(await totals(t.api)).toEqual({ live: 2, trashed: 3 });

    expect((await t.api.restore(a)).statusCode).toBe(200);
    expect(await totals(t.api)).toEqual({ live: 3, trashed: 2 });

    expect((await t.api.remove(b)).statusCode).toBe(200);
    expect((await t.api.bulkDelete([c])).statusCode).toBe(200);
    expect(await totals(t.api)).toEqual({ live: 3, trashed: 0 });

    expect((await t.api.bulkUpdate([d, e], name.id, 'same')).statusCode).toBe(200);
    expect(await totals(t.api)).toEqual({ live: 3, trashed: 0 });
  });

  it('stays exact under concurrent submissions and through compaction', async () => {
    const t = await setUp();
    const other = await setUp();
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => createdEntry(t.api, { [name.id]: `n${i}` })),
      ...Array.from({ length: 7 }, (_, i) => createdEntry(other.api, { [name.id]: `o${i}` })),
    ]);
    expect(await totals(t.api)).toEqual({ live: 20, trashed: 0 });
    const deltas = () =>
      countOf(server.ctx.db, sql`select count(*)::int as n from entry_counts where form_id = ${t.form.id}`);
    expect(await deltas()).toBeGreaterThan(1);

    await compactEntryCounts(server.ctx.db);
    expect(await deltas()).toBe(1);
    expect(await totals(t.api)).toEqual({ live: 20, trashed: 0 });
    expect(await totals(other.api)).toEqual({ live: 7, trashed: 0 });

    // A form whose entries all went keeps at most one folded row per view, counting none, once compacted
    // (the rows keep the number of writes, decision 0044).
    const list = entriesOf(await other.api.list({ pageSize: 50 })).entries;
    expect((await other.api.bulkTrash(list.map((e) => e.id))).statusCode).toBe(200);
    expect((await other.api.bulkDelete(list.map((e) => e.id))).statusCode).toBe(200);
    await compactEntryCounts(server.ctx.db);
    expect(await totals(other.api)).toEqual({ live: 0, trashed: 0 });
    expect(
      await countOf(
        server.ctx.db,
        sql`select count(*)::int as n from entry_counts where form_id = ${other.form.id} and n <> 0`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        server.ctx.db,
        sql`select count(*)::int as n from entry_counts where form_id = ${other.form.id}`,
      ),
    ).toBeLessThanOrEqual(2);
  });

  it('leaves no count behind when the form is deleted for good', async () => {
    const t = await setUp();
    await createdEntry(t.api, { [name.id]: 'x' });
    expect((await t.forms.trash(t.form.id)).statusCode).toBe(200);
    expect((await t.forms.remove(t.form.id)).statusCode).toBe(200);
    expect(
      await countOf(
        server.ctx.db,
        sql`select count(*)::int as n from entry_counts where form_id = ${t.form.id}`,
      ),
    ).toBe(0);
  });

  it('counts rows for a view with search or filters', async () => {
    const t = await setUp();
    for (const v of ['apple', 'apricot', 'banana']) await createdEntry(t.api, { [name.id]: v });
    expect(entriesOf(await t.api.list({ search: 'ap' })).total).toBe(2);
    expect(entriesOf(await t.api.list()).total).toBe(3);
  });
});
