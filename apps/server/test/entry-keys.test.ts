import type { FilterCondition } from '@atrium/domain/entries/entries.filters.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyKeyColumns } from '../src/modules/entries/entry-keys.repo.ts';
import { keyTableName, partitionName } from '../src/modules/entries/entry-partitions.repo.ts';
import { createdEntry, type EntriesApi, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, type FormsOrg, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { importExportApi, importFile, resultOf } from './support/import-export-api.ts';
import { countOf, heldOpenTransaction, rowsOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

// Typed key columns beside a form's entries (decision 0060): once a filter has asked for them and they are
// filled, a filtered total counts the narrow key rows. These tests hold those rows to the entries through every
// kind of write, the totals to the rows really matching, and the columns to the form's fields.

let server: Awaited<ReturnType<typeof setUpServer>>;
let org: FormsOrg;

beforeAll(async () => {
  server = await setUpServer();
  org = await formsOrg(server.app, await signInMaster(server.app));
});
afterAll(() => server?.tearDown());

const region = {
  id: fieldId(),
  label: 'Region',
  type: 'select',
  options: { kind: 'custom', values: ['North', 'South'] },
} satisfies FieldConfigInput;
const amount = { id: fieldId(), label: 'Amount', type: 'number' } satisfies FieldConfigInput;
const note = { id: fieldId(), label: 'Note', type: 'text' } satisfies FieldConfigInput;
const regionColumn = `o_${region.id}`;
const amountColumn = `m_${amount.id}`;

/** North with 1000 ≤ Amount ≤ most: a bound moved by a fraction makes a view no total was kept for. */
const northUpTo = (most = 3000): FilterCondition[] => [
  { fieldId: region.id, operator: 'is', value: 'North' },
  { fieldId: amount.id, operator: '>=', value: 1000 },
  { fieldId: amount.id, operator: '<=', value: most },
];

const entry = (where: string, much: number, text = '') => ({
  [region.id]: where,
  [amount.id]: much,
  [note.id]: text,
});

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const keyColumnsOf = async (formId: string) => [...(await readyKeyColumns(server.ctx.db, formId))].sort();

/** A form with the three fields, its entries API, and a filtered page asked for (which asks for key columns). */
async function keyedForm(fieldConfig: FieldConfigInput[] = [region, amount, note]) {
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig });
  const api = entriesApi(server.app, org.adminCookie, form.id);
  return { form, api };
}

async function askAndWaitForKeys(api: EntriesApi, columns = [amountColumn, regionColumn]) {
  expect((await api.list({ filters: northUpTo() })).statusCode).toBe(200);
  await until('the key columns', async () => (await keyColumnsOf(api.formId)).join() === columns.join());
}

/** The live (or trashed) entries of the form that match northUpTo(most), counted in SQL over the entries. */
const matchingRows = (formId: string, trashed = false, most = 3000) =>
  countOf(
    server.ctx.db,
    sql`select count(*)::int as n from entries where form_id = ${formId} and is_trashed = ${trashed}
        and data ->> ${region.id} = 'North' and (data ->> ${amount.id})::numeric between 1000 and ${most}`,
  );

let bound = 0;
/** The total the table shows for a view no total was kept for, held to the rows really matching. */
async function newViewTotal(api: EntriesApi, trashed = false) {
  const most = 3000 + ++bound / 1e9;
  const response = await api.list({ filters: northUpTo(most), trashed, pageSize: 1 });
  expect(response.statusCode, response.body).toBe(200);
  const { total } = entriesOf(response);
  expect(total).toBe(await matchingRows(api.formId, trashed, most));
  return total;
}

/** Key rows that differ from what the entries hold (missing, left over, or with other values). */
async function keyRowsOutOfStep(formId: string): Promise<number> {
  const keys = sql.raw(keyTableName(formId));
  const partition = sql.raw(partitionName(formId));
  return countOf(
    server.ctx.db,
    sql`select count(*)::int as n from ${partition} e full join ${keys} k on k.id = e.id
        where k.id is null or e.id is null or k.is_trashed <> e.is_trashed
           or k.${sql.raw(`"${amountColumn}"`)} is distinct from entry_number(e.data -> ${amount.id}::text)
           or k.${sql.raw(`"${regionColumn}"`)} is distinct from lower(e.data ->> ${region.id}::text)`,
  );
}

async function keyTableExists(formId: string): Promise<boolean> {
  const [row] = await rowsOf<{ exists: boolean }>(
    server.ctx.db,
    sql`select to_regclass(${keyTableName(formId)}) is not null as exists`,
  );
  return row?.exists === true;
}

describe('key columns beside the entries', () => {
  it('are filled from the entries a form already holds, and a filtered total counts them after', async () => {
    const { api } = await keyedForm();
    await Promise.all([
      createdEntry(api, entry('North', 1500)),
      createdEntry(api, entry('North', 2500)),
      createdEntry(api, entry('South', 2000)),
      createdEntry(api, entry('North', 4000)),
    ]);
    expect(await keyTableExists(api.formId)).toBe(false);
    await askAndWaitForKeys(api);
    expect(await keyRowsOutOfStep(api.formId)).toBe(0);
    expect(await newViewTotal(api)).toBe(2);

    // The total is the key rows' count: a key row made to disagree with its entry shows in the next new view.
    const keys = sql.raw(keyTableName(api.formId));
    await server.ctx.db.execute(
      sql`update ${keys} set ${sql.raw(`"${amountColumn}"`)} = 999 where ${sql.raw(`"${amountColumn}"`)} = 1500`,
    );
    const most = 3000 + ++bound / 1e9;
    const shown = entriesOf(await api.list({ filters: northUpTo(most) })).total;
    expect(shown).toBe((await matchingRows(api.formId, false, most)) - 1);
  });

  it('stay in step with submissions, edits, bulk updates, trash, restore, deletes and imports', async () => {
    const { api } = await keyedForm();
    await askAndWaitForKeys(api);
    const [a, b, c] = await Promise.all([
      createdEntry(api, entry('North', 1500)),
      createdEntry(api, entry('North', 2500)),
      createdEntry(api, entry('South', 2000)),
    ]);
    expect(await newViewTotal(api)).toBe(2);

    // An edit of another field leaves the key row untouched (not even locked: xmax stays as it was); an
    // edit of a filtered one moves the entry.
    const keys = sql.raw(keyTableName(api.formId));
    const keyRowState = async (id: string) =>
      (
        await rowsOf<{ state: string }>(
          server.ctx.db,
          sql`select xmin::text || '/' || xmax::text as state from ${keys} where id = ${id}`,
        )
      )[0]?.state;
    const untouched = await keyRowState(b.id);
    expect((await api.update(b.id, entry('North', 2500, 'checked'))).statusCode).toBe(200);
    expect(await keyRowState(b.id)).toBe(untouched);
    expect((await api.update(a.id, entry('North', 5000))).statusCode).toBe(200);
    expect((await api.update(c.id, entry('North', 1000))).statusCode).toBe(200);
    expect(await newViewTotal(api)).toBe(2);
    expect((await api.bulkUpdate([a.id, c.id], amount.id, 2000)).statusCode).toBe(200);
    expect(await newViewTotal(api)).toBe(3);
    expect(await keyRowsOutOfStep(api.formId)).toBe(0);

    expect((await api.trash(b.id)).statusCode).toBe(200);
    expect((await api.bulkTrash([a.id])).statusCode).toBe(200);
    expect(await newViewTotal(api)).toBe(1);
    expect(await newViewTotal(api, true)).toBe(2);
    expect((await api.restore(a.id)).statusCode).toBe(200);
    expect((await api.bulkRestore([b.id])).statusCode).toBe(200);
    expect(await newViewTotal(api)).toBe(3);
    expect((await api.bulkTrash([c.id])).statusCode).toBe(200);
    expect((await api.remove(c.id)).statusCode).toBe(200);
    expect(await newViewTotal(api, true)).toBe(0);
    expect(await newViewTotal(api)).toBe(2);
    expect(await keyRowsOutOfStep(api.formId)).toBe(0);

    const csv = ['Region,Amount', 'North,1200', 'North,2999.5', 'South,1500', 'North,3000.01', ''].join('\n');
    const imported = await importFile(
      importExportApi(server.app, org.adminCookie, api.formId),
      'more.csv',
      csv,
      {
        Region: region.id,
        Amount: amount.id,
      },
    );
    expect(resultOf(imported.response).imported).toBe(4);
    expect(await newViewTotal(api)).toBe(4);
    expect(await keyRowsOutOfStep(api.formId)).toBe(0);
  });

  it('leave a view with a search, or with options told apart by case, to the entries', async () => {
    const cased = {
      ...region,
      id: fieldId(),
      options: { kind: 'custom', values: ['North', 'NORTH', 'South'] },
    } satisfies FieldConfigInput;
    const { api } = await keyedForm([cased, amount, note]);
    await Promise.all([
      createdEntry(api, { [cased.id]: 'North', [amount.id]: 1500, [note.id]: 'lisbon' }),
      createdEntry(api, { [cased.id]: 'NORTH', [amount.id]: 1500, [note.id]: 'porto' }),
      createdEntry(api, { [cased.id]: 'North', [amount.id]: 2500, [note.id]: 'porto' }),
    ]);
    const byAmount: FilterCondition[] = [{ fieldId: amount.id, operator: '>=', value: 1000 }];
    expect((await api.list({ filters: byAmount })).statusCode).toBe(200);
    await until('the amount column', async () => (await keyColumnsOf(api.formId)).join() === amountColumn);
    const totalOf = async (query: Record<string, unknown>) =>
      entriesOf(await api.list(query as Record<string, string>)).total;
    expect(await totalOf({ filters: byAmount })).toBe(3);
    expect(await totalOf({ filters: byAmount, search: 'porto' })).toBe(2);
    // 'North' and 'NORTH' lower-case alike: the option's exact value is read from the entries.
    const exactly = [...byAmount, { fieldId: cased.id, operator: 'is', value: 'North' }];
    expect(await totalOf({ filters: exactly })).toBe(2);
    // A key column for the option is never made: its filter cannot be counted from one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await keyColumnsOf(api.formId)).toEqual([amountColumn]);
  });

  it('follow the fields: a retyped field loses its column, the last column takes the table, and so does the form', async () => {
    const { form, api } = await keyedForm();
    await createdEntry(api, entry('North', 1500));
    await askAndWaitForKeys(api);

    const forms = formsApi(server.app, org.adminCookie);
    const retyped = { ...amount, type: 'text' } satisfies FieldConfigInput;
    const saved = await forms.updateFields(form.id, {
      name: form.name,
      fieldConfig: [region, retyped, note],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await until(
      'the amount column dropped',
      async () => (await keyColumnsOf(api.formId)).join() === regionColumn,
    );
    // Filtering by the text field now reads the entries; the region's column still serves its own filter.
    const regionOnly: FilterCondition[] = [{ fieldId: region.id, operator: 'is', value: 'North' }];
    expect(entriesOf(await api.list({ filters: regionOnly })).total).toBe(1);

    const withoutRegion = await forms.updateFields(form.id, {
      name: form.name,
      fieldConfig: [retyped, note],
    });
    expect(withoutRegion.statusCode, withoutRegion.body).toBe(200);
    await until('the key table dropped', async () => !(await keyTableExists(api.formId)));

    // A form deleted takes its key table with it.
    const other = await keyedForm();
    await askAndWaitForKeys(other.api);
    expect((await forms.trash(other.form.id)).statusCode).toBe(200);
    expect((await forms.remove(other.form.id)).statusCode).toBe(200);
    expect(await keyTableExists(other.form.id)).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('key columns on a PostgreSQL server', () => {
  it('wait for a writer that began before them, and then hold its entry too', async () => {
    const { api } = await keyedForm();
    await createdEntry(api, entry('North', 1500));
    // A writer's transaction, open before the key table exists: its entry has no key row yet.
    const writer = await heldOpenTransaction(server.ctx.db, (tx) =>
      tx.execute(sql`insert into entries (form_id, org_id, data) values (${api.formId}, ${org.orgId},
        ${JSON.stringify(entry('North', 2000))}::jsonb)`),
    );
    try {
      expect((await api.list({ filters: northUpTo() })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The fill cannot begin while the writer is open: no column is ready, totals come from the entries.
      expect(await keyColumnsOf(api.formId)).toEqual([]);
      expect(await newViewTotal(api)).toBe(1);
      // Others keep submitting meanwhile.
      await createdEntry(api, entry('North', 2500));
    } finally {
      await writer.release();
    }
    await until('the key columns', async () => (await keyColumnsOf(api.formId)).length === 2);
    expect(await keyRowsOutOfStep(api.formId)).toBe(0);
    expect(await newViewTotal(api)).toBe(3);
  });

  it('are filled while entries keep coming, and miss none of them', async () => {
    const { api } = await keyedForm();
    // Enough entries for a fill of several batches.
    await server.ctx.db.execute(
      sql`insert into entries (form_id, org_id, data)
          select ${api.formId}, ${org.orgId}, jsonb_build_object(${region.id}::text, case when n % 2 = 0 then 'North' else 'South' end,
                 ${amount.id}::text, n % 5000)
          from generate_series(1, 12000) as n`,
    );
    expect((await api.list({ filters: northUpTo() })).statusCode).toBe(200);
    const during = [];
    for (let i = 0; i < 20 && (await keyColumnsOf(api.formId)).length < 2; i++) {
      during.push(await createdEntry(api, entry('North', 1000 + i)));
    }
    await until('the key columns', async () => (await keyColumnsOf(api.formId)).length === 2);
    if (during[0]) expect((await api.update(during[0].id, entry('South', 1000))).statusCode).toBe(200);
    expect(await keyRowsOutOfStep(api.formId)).toBe(0);
    await newViewTotal(api);
  });
});
