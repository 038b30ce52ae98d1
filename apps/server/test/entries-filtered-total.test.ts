import type { FilterCondition } from '@atrium/domain/entries/entries.filters.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactEntryCounts } from '../src/modules/entries/entry-count-compaction.job.ts';
import { createdEntry, type EntriesApi, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { countOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

// A filtered or searched view's total is counted once and then reused while nothing has written the form's
// entries (decision 0044). These tests hold the total the table shows to the rows really matching, asked
// again after every kind of write, including edits that move an entry in or out of the view without
// changing how many entries the form holds.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const region = {
  id: fieldId(),
  label: 'Region',
  type: 'select',
  options: { kind: 'custom', values: ['North', 'South'] },
} satisfies FieldConfigInput;
const amount = { id: fieldId(), label: 'Amount', type: 'number' } satisfies FieldConfigInput;

const northMiddle: FilterCondition[] = [
  { fieldId: region.id, operator: 'is', value: 'North' },
  { fieldId: amount.id, operator: '>=', value: 1000 },
  { fieldId: amount.id, operator: '<=', value: 3000 },
];

async function setUp() {
  const org = await formsOrg(server.app, masterCookie);
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [region, amount] });
  return entriesApi(server.app, org.adminCookie, form.id);
}

const entry = (where: string, much: number) => ({ [region.id]: where, [amount.id]: much });

/** The live entries that match North with 1000 ≤ Amount ≤ 3000, counted in SQL. */
const matchingRows = (formId: string, trashed = false) =>
  countOf(
    server.ctx.db,
    sql`select count(*)::int as n from entries where form_id = ${formId} and is_trashed = ${trashed}
        and data ->> ${region.id} = 'North' and (data ->> ${amount.id})::numeric between 1000 and 3000`,
  );

/** The total the table shows for the filtered view (first and second page), next to the rows there. */
async function filteredTotal(api: EntriesApi, trashed = false) {
  const pages = await Promise.all(
    [0, 1].map(async (page) => {
      const response = await api.list({ filters: northMiddle, pageSize: 2, page, trashed });
      expect(response.statusCode, response.body).toBe(200);
      return entriesOf(response).total;
    }),
  );
  const rows = await matchingRows(api.formId, trashed);
  expect(pages).toEqual([rows, rows]);
  return rows;
}

describe('the total of a filtered entries table', () => {
  it('stays exact when asked again after submissions, edits, trash, restore and deletes', async () => {
    const api = await setUp();
    const [a, b, c] = await Promise.all([
      createdEntry(api, entry('North', 1500)),
      createdEntry(api, entry('North', 2500)),
      createdEntry(api, entry('South', 2000)),
    ]);
    expect(await filteredTotal(api)).toBe(2);
    // Asked again with nothing written: the same total.
    expect(await filteredTotal(api)).toBe(2);

    await createdEntry(api, entry('North', 3000));
    expect(await filteredTotal(api)).toBe(3);

    // Edits move entries in and out of the view; the form still holds as many entries.
    expect((await api.update(a.id, entry('North', 5000))).statusCode).toBe(200);
    expect(await filteredTotal(api)).toBe(2);
    expect((await api.update(c.id, entry('North', 1000))).statusCode).toBe(200);
    expect(await filteredTotal(api)).toBe(3);
    expect((await api.bulkUpdate([a.id, c.id], amount.id, 2000)).statusCode).toBe(200);
    expect(await filteredTotal(api)).toBe(4);

    expect((await api.trash(b.id)).statusCode).toBe(200);
    expect(await filteredTotal(api)).toBe(3);
    expect(await filteredTotal(api, true)).toBe(1);
    expect((await api.bulkTrash([a.id, c.id])).statusCode).toBe(200);
    expect(await filteredTotal(api)).toBe(1);
    expect(await filteredTotal(api, true)).toBe(3);

    expect((await api.restore(a.id)).statusCode).toBe(200);
    expect(await filteredTotal(api)).toBe(2);
    expect((await api.bulkRestore([b.id])).statusCode).toBe(200);
    expect(await filteredTotal(api)).toBe(3);
    expect(await filteredTotal(api, true)).toBe(1);

    expect((await api.remove(c.id)).statusCode).toBe(200);
    expect(await filteredTotal(api, true)).toBe(0);
    expect(await filteredTotal(api)).toBe(3);
  });

  it('stays exact through the folding of the counts and alongside another form', async () => {
    const api = await setUp();
    const other = await setUp();
    const made = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => createdEntry(api, entry(i % 2 ? 'North' : 'South', 1000 + i))),
      ...Array.from({ length: 3 }, () => createdEntry(other, entry('North', 1200))),
    ]);
    expect(await filteredTotal(api)).toBe(3);
    expect(await filteredTotal(other)).toBe(3);

    await compactEntryCounts(server.ctx.db);
    expect(await filteredTotal(api)).toBe(3);
    // An edit after the folding still shows: the folded counts keep every write.
    const south = made[0]; // the first of the form's six is in the South
    expect((await api.update(south?.id ?? '', entry('North', 1001))).statusCode).toBe(200);
    await compactEntryCounts(server.ctx.db);
    expect(await filteredTotal(api)).toBe(4);

    // Writes to another form leave this one's total as it was, and that form's total follows its own.
    await createdEntry(other, entry('North', 2999));
    expect(await filteredTotal(api)).toBe(4);
    expect(await filteredTotal(other)).toBe(4);
  });

  it('follows a search view too', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const name = { id: fieldId(), label: 'Name', type: 'text' } satisfies FieldConfigInput;
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [name] });
    const api = entriesApi(server.app, org.adminCookie, form.id);
    const searched = async () => entriesOf(await api.list({ search: 'lisbon' })).total;
    const first = await createdEntry(api, { [name.id]: 'Lisbon office' });
    await createdEntry(api, { [name.id]: 'Porto office' });
    expect(await searched()).toBe(1);
    expect(await searched()).toBe(1);
    expect((await api.update(first.id, { [name.id]: 'Faro office' })).statusCode).toBe(200);
    expect(await searched()).toBe(0);
  });
});
