import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntryIndexBuilder, INDEX_LOCK_KEY } from '../src/modules/entries/entry-index-builder.ts';
import { partitionName } from '../src/modules/entries/entry-partitions.repo.ts';
import { createdEntry, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, type FormsOrg, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { hasStatistics, heldOpenTransaction, rowsOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let org: FormsOrg;

beforeAll(async () => {
  server = await setUpServer();
  org = await formsOrg(server.app, await signInMaster(server.app));
});
afterAll(() => server?.tearDown());

const numberIndexOf = (formId: string, fieldIdOf: string) => `${partitionName(formId)}_m_${fieldIdOf}`;

/** The index as the catalogue holds it: whether it exists, is usable, and its identity. */
async function indexState(name: string): Promise<{ oid: number; valid: boolean } | undefined> {
  const [row] = await rowsOf<{ oid: number; valid: boolean }>(
    server.ctx.db,
    sql`select x.indexrelid::int as oid, x.indisvalid as valid from pg_index x
        where x.indexrelid = to_regclass(${name})`,
  );
  return row;
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const untilValid = (name: string) =>
  until(`${name} valid`, async () => (await indexState(name))?.valid === true);

/** A form with one text field and two entries. */
async function formWithEntries(): Promise<{ form: Form; name: FieldConfigInput }> {
  const name: FieldConfigInput = { id: fieldId(), label: 'Name', type: 'text' };
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [name] });
  const entries = entriesApi(server.app, org.adminCookie, form.id);
  await createdEntry(entries, { [name.id]: 'Ada' });
  await createdEntry(entries, { [name.id]: 'Grace' });
  return { form, name };
}

async function addNumberField(form: Form, name: FieldConfigInput): Promise<FieldConfigInput> {
  const age: FieldConfigInput = { id: fieldId(), label: 'Age', type: 'number' };
  const saved = await formsApi(server.app, org.adminCookie).updateFields(form.id, {
    name: form.name,
    fieldConfig: [name, age],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return age;
}

/** Lists the form's entries filtered by the number field, as the table does; the first such page asks for its index. */
async function filterByAge(form: Form, age: FieldConfigInput, above = 40) {
  const listed = await entriesApi(server.app, org.adminCookie, form.id).list({
    filters: [{ fieldId: age.id, operator: '>', value: above }],
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return entriesOf(listed).entries;
}

/** The form's field indexes (those the server names per field) as the catalogue holds them. */
async function fieldIndexesOf(formId: string): Promise<{ name: string; valid: boolean }[]> {
  const table = partitionName(formId);
  const present = await rowsOf<{ name: string; valid: boolean }>(
    server.ctx.db,
    sql`select i.relname as name, x.indisvalid as valid from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = to_regclass(${table})`,
  );
  return present.filter((row) => /^_[mosupc]_/.test(row.name.slice(table.length)));
}

/** A form with entries, its number field added and filtered by, once that filter's index is built. */
async function formWithAgeIndex() {
  const { form, name } = await formWithEntries();
  const age = await addNumberField(form, name);
  await filterByAge(form, age);
  const index = numberIndexOf(form.id, age.id);
  await untilValid(index);
  return { form, name, age, index, before: await indexState(index) };
}

describe('field indexes of entries', () => {
  it('start with those every write or search needs; the index of a filter or a sort comes with the first page that uses it', async () => {
    const fields: FieldConfigInput[] = [
      { id: fieldId(), label: 'Age', type: 'number' },
      { id: fieldId(), label: 'Born', type: 'date' },
      { id: fieldId(), label: 'Code', type: 'text', uniqueWithCase: true },
      { id: fieldId(), label: 'Notes', type: 'textarea' },
      { id: fieldId(), label: 'Secret', type: 'text', userLock: true },
    ];
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: fields });
    const [age, born, code, , secret] = fields.map((field) => field.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const table = partitionName(form.id);
    // The unique check's and the locked field's search indexes are built with the partition.
    const atCreation = await fieldIndexesOf(form.id);
    expect(atCreation.map((row) => row.name).sort()).toEqual(
      [`${table}_u_${code}`, `${table}_s_${secret}`].sort(),
    );
    expect(atCreation.every((row) => row.valid)).toBe(true);

    // A date filter reads no index; a number filter and a sort by the date do.
    const entries = entriesApi(server.app, org.adminCookie, form.id);
    const listed = await entries.list({
      filters: [
        { fieldId: age, operator: '>', value: 1 },
        { fieldId: born, operator: 'after', value: '2000-01-01' },
      ],
      sort: born,
      direction: 'desc',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    await untilValid(`${table}_m_${age}`);
    await untilValid(`${table}_o_${born}`);
    expect((await fieldIndexesOf(form.id)).map((row) => row.name).sort()).toEqual(
      [`${table}_u_${code}`, `${table}_s_${secret}`, `${table}_m_${age}`, `${table}_o_${born}`].sort(),
    );
  });

  it('filters a field added after the save at once, and builds its index once a page filters on it', async () => {
    const { form, name } = await formWithEntries();
    const age = await addNumberField(form, name);
    const entries = entriesApi(server.app, org.adminCookie, form.id);
    await createdEntry(entries, { [name.id]: 'Alan', [age.id]: 41 });
    // The save asked for nothing: nobody has filtered by the field yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await indexState(numberIndexOf(form.id, age.id))).toBeUndefined();

    // With or without its index, the filter answers the same.
    expect((await filterByAge(form, age)).map((entry) => entry.data[name.id])).toEqual(['Alan']);
    await untilValid(numberIndexOf(form.id, age.id));
    expect((await filterByAge(form, age)).map((entry) => entry.data[name.id])).toEqual(['Alan']);
  });

  it('keeps a built index through a reconcile, and drops it when its field is retyped, building none for the new type until asked', async () => {
    const { form, name, age, index, before } = await formWithAgeIndex();
    server.ctx.entryIndexes.requestAll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await indexState(index)).toEqual(before);

    const retyped = { ...age, type: 'date' as const };
    const saved = await formsApi(server.app, org.adminCookie).updateFields(form.id, {
      name: form.name,
      fieldConfig: [name, retyped],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await until('the number index dropped', async () => (await indexState(index)) === undefined);
    expect(await indexState(`${partitionName(form.id)}_o_${age.id}`)).toBeUndefined();
  });

  it('gives a form filled by submissions statistics when it reconciles', async () => {
    const { form } = await formWithEntries();
    expect(await hasStatistics(server.ctx.db, form.id)).toBe(false);
    server.ctx.entryIndexes.requestAll();
    await until('the partition analysed', () => hasStatistics(server.ctx.db, form.id));
  });

  it('rebuilds an index left invalid or missing by an interrupted build when it reconciles', async () => {
    const { form, age, index, before } = await formWithAgeIndex();

    // What a concurrent build cut short leaves behind.
    await server.ctx.db.execute(
      sql`update pg_index set indisvalid = false where indexrelid = to_regclass(${index})`,
    );
    server.ctx.entryIndexes.requestAll();
    await until('the invalid index rebuilt', async () => {
      const now = await indexState(index);
      return now?.valid === true && now.oid !== before?.oid;
    });

    // And a build asked for that never ran, the process having stopped before it: the next process that
    // shows such a page asks again.
    await server.ctx.db.execute(sql.raw(`drop index "${index}"`));
    const another = new EntryIndexBuilder(server.ctx.database, { built: () => {}, failed: () => {} });
    try {
      another.requestFieldIndexes(form.id, [{ fieldId: age.id, kind: 'number' }]);
      await untilValid(index);
    } finally {
      await another.stop();
    }
  });
});

describe('the sort index of a free-text field', () => {
  const sortIndexOf = (formId: string, field: string) => `${partitionName(formId)}_p_${field}`;
  const namesIn = async (formId: string, query: Record<string, string | number>) => {
    const listed = await entriesApi(server.app, org.adminCookie, formId).list(query);
    expect(listed.statusCode, listed.body).toBe(200);
    return entriesOf(listed).entries.map((entry) => entry.data);
  };

  it('is built the first time someone sorts by the field, keeps the order, stays, and goes with the field', async () => {
    const { form, name } = await formWithEntries();
    const entries = entriesApi(server.app, org.adminCookie, form.id);
    // Case does not count; values alike in their first 200 characters are put in order by the rest; empty first.
    const long = 'x'.repeat(200);
    for (const value of ['bob', 'Alice', `${long}b`, `${long}a`, ''])
      await createdEntry(entries, { [name.id]: value });
    const index = sortIndexOf(form.id, name.id);
    expect(await indexState(index)).toBeUndefined();

    const ascending = ['', 'Ada', 'Alice', 'bob', 'Grace', `${long}a`, `${long}b`];
    const read = async (direction: 'asc' | 'desc') =>
      (await namesIn(form.id, { sort: name.id, direction })).map((data) => data[name.id] ?? '');
    expect(await read('asc')).toEqual(ascending);
    await untilValid(index);
    expect(await read('asc')).toEqual(ascending);
    expect(await read('desc')).toEqual([...ascending].reverse());
    // The last page, read from the far end, through the index too.
    const last = await namesIn(form.id, { sort: name.id, direction: 'asc', pageSize: 3, page: 2 });
    expect(last.map((data) => data[name.id])).toEqual([`${long}b`]);

    // A reconcile keeps it; removing the field drops it.
    server.ctx.entryIndexes.requestAll();
    const age = await addNumberField(form, name);
    await filterByAge(form, age);
    await untilValid(numberIndexOf(form.id, age.id));
    expect((await indexState(index))?.valid).toBe(true);
    const saved = await formsApi(server.app, org.adminCookie).updateFields(form.id, {
      name: form.name,
      fieldConfig: [age],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await until('the sort index dropped', async () => (await indexState(index)) === undefined);
  });

  it('is not built for fields whose type has its own index or needs none', async () => {
    const born: FieldConfigInput = { id: fieldId(), label: 'Born', type: 'date' };
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [born] });
    await namesIn(form.id, { sort: born.id, direction: 'asc' });
    await namesIn(form.id, { sort: 'created_by', direction: 'asc' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await indexState(sortIndexOf(form.id, born.id))).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('field indexes on a PostgreSQL server', () => {
  it('are built without holding up an entry submitted meanwhile', async () => {
    const { form, name } = await formWithEntries();
    const partition = partitionName(form.id);
    const building = async () =>
      (
        await rowsOf(
          server.ctx.db,
          sql`select 1 from pg_stat_progress_create_index where relid = to_regclass(${partition})`,
        )
      ).length > 0;

    // A reader holding an old snapshot keeps a concurrent build from finishing until it ends.
    const reader = await heldOpenTransaction(
      server.ctx.db,
      (tx) => tx.execute(sql`select count(*) from forms`),
      { isolationLevel: 'repeatable read' },
    );
    try {
      // The page returns while the index it asked for cannot be finished yet.
      const age = await addNumberField(form, name);
      await filterByAge(form, age);
      await until('the build to start', building);

      const entries = entriesApi(server.app, org.adminCookie, form.id);
      const during = await entries.create({ [name.id]: 'Alan', [age.id]: 41 });
      expect(during.statusCode, during.body).toBe(201);
      expect(await building()).toBe(true);

      await reader.release();
      await untilValid(numberIndexOf(form.id, age.id));
      const filtered = await entries.list({ filters: [{ fieldId: age.id, operator: '>', value: 40 }] });
      expect(entriesOf(filtered).entries.map((entry) => entry.data[name.id])).toEqual(['Alan']);
    } finally {
      await reader.release();
    }
  });

  it('waits while another process builds, then builds what was asked', async () => {
    const { form, name } = await formWithEntries();
    let index = '';
    const ran = await server.ctx.database.tryWithAdvisoryLock(INDEX_LOCK_KEY, async () => {
      const age = await addNumberField(form, name);
      await filterByAge(form, age);
      index = numberIndexOf(form.id, age.id);
      // The other builder's turn is not over: this process keeps the request for later.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await indexState(index)).toBeUndefined();
    });
    expect(ran).toBe(true);
    await untilValid(index);
  });
});
