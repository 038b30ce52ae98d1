import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg, textField } from './support/forms-api.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/** A form with a table of parts: a code column unique as asked, a free note column, and a name field. */
async function setUp(flags: { uniqueWithCase?: boolean; uniqueWithoutCase?: boolean }) {
  const org = await formsOrg(server.app, masterCookie);
  const parts: FieldConfigInput = {
    id: fieldId(),
    label: 'Parts',
    type: 'table',
    columns: [
      { id: 'code', header: 'Code', dataType: 'text', ...flags },
      { id: 'note', header: 'Note', dataType: 'text' },
    ],
  };
  const name = textField({ label: 'Name' });
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [name, parts] });
  const api = entriesApi(server.app, org.adminCookie, form.id);
  const t = parts.id as string;
  const rows = (...codes: string[]) => ({ [t]: codes.map((code) => ({ code, note: 'same' })) });
  return { form, api, t, rows, name: name.id as string };
}

describe('unique table columns', () => {
  it('refuses a value any row of another live entry holds, naming the cell; empties and other columns are free', async () => {
    const { api, t, rows } = await setUp({ uniqueWithoutCase: true });
    const first = await createdEntry(api, rows('AX-1', 'AX-2', ''));
    const clash = await api.create(rows('bx-1', 'ax-2', ''));
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash)).toEqual(
      expect.objectContaining({ message: m.fixFormErrors, fields: { [`${t}.1.code`]: m.notUnique } }),
    );
    expect((await api.create(rows('BX-1', ''))).statusCode).toBe(201);
    // A trashed entry no longer holds its values; restoring it is then refused (see the trash tests).
    expect((await api.trash(first.id)).statusCode).toBe(200);
    expect((await api.create(rows('ax-2'))).statusCode).toBe(201);
  });

  it('refuses a value repeated within one table, before looking at other entries', async () => {
    const { api, t, rows } = await setUp({ uniqueWithCase: true });
    const repeated = await api.create(rows('Q', 'q', 'Q'));
    expect(repeated.statusCode).toBe(400);
    expect(errorOf(repeated).fields).toEqual({ [`${t}.2.code`]: m.notUniqueInTable });
    expect((await api.create(rows('Q', 'q'))).statusCode).toBe(201);
  });

  it('compares with case when asked; an update keeps its own values and may not take another entry’s', async () => {
    const { api, t, rows } = await setUp({ uniqueWithCase: true });
    const first = await createdEntry(api, rows('Abc'));
    const second = await createdEntry(api, rows('abc'));
    expect((await api.update(first.id, rows('Abc', 'Def'))).statusCode).toBe(200);
    const clash = await api.update(second.id, rows('abc', 'Def'));
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash)).toEqual(
      expect.objectContaining({ message: m.fixUpdateErrors, fields: { [`${t}.1.code`]: m.notUnique } }),
    );
  });

  it('an option column compares the chosen values, whether stored as options or as plain copies', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const supplierName = textField({ label: 'Supplier name' });
    const suppliers = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [supplierName],
    });
    const options = { kind: 'foreignKey' as const, formId: suppliers.id, fieldId: supplierName.id as string };
    const lines: FieldConfigInput = {
      id: fieldId(),
      label: 'Lines',
      type: 'table',
      columns: [{ id: 'pick', header: 'Supplier', dataType: 'select', options, uniqueWithoutCase: true }],
    };
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [lines] });
    const api = entriesApi(server.app, org.adminCookie, form.id);
    const t = lines.id as string;
    await createdEntry(api, { [t]: [{ pick: { id: crypto.randomUUID(), value: 'Acme' } }] });
    const clash = await api.create({ [t]: [{ pick: 'ACME' }] });
    expect(clash.statusCode).toBe(400);
    expect(errorOf(clash).fields).toEqual({ [`${t}.0.pick`]: m.notUnique });
    expect((await api.create({ [t]: [{ pick: 'Bolt' }] })).statusCode).toBe(201);
  });

  it('checks through an index of the unique column', async () => {
    const { form, api, t, rows } = await setUp({ uniqueWithoutCase: true });
    const partition = `entries_${form.id.replaceAll('-', '')}`;
    const indexes = await rowsOf<{ indexdef: string }>(
      server.ctx.db,
      sql`select indexdef from pg_indexes where tablename = ${partition} and indexname like ${`${partition}_c_%`}`,
    );
    expect(indexes.map((row) => row.indexdef)).toEqual([
      expect.stringContaining(`entry_cell_keys((data -> '${t}'::text), 'code'::text)`),
    ]);
    await createdEntry(api, rows('Q-1'));
    const plan = await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return rowsOf<Record<string, string>>(
        tx,
        sql.raw(
          `explain select 1 from ${partition} where entry_cell_keys(data -> '${t}', 'code') && array['q-1']`,
        ),
      );
    });
    expect(plan.map((row) => Object.values(row).join(' ')).join('\n')).toMatch(/Bitmap Index Scan on \S+_c_/);
  });

  it('lets exactly one of ten identical concurrent submits through', async () => {
    const { api, form, rows } = await setUp({ uniqueWithoutCase: true });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.create(rows(`Z-${i}`, 'z-9'))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(9);
    const stored = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from entries where form_id = ${form.id}`,
    );
    expect(stored).toBe(1);
  });

  it('a bulk update of a table field is refused, so no column value is written from there', async () => {
    const { api, t, rows } = await setUp({ uniqueWithoutCase: true });
    const first = await createdEntry(api, rows('K-1'));
    const second = await createdEntry(api, rows('K-2'));
    const forged = await api.bulkUpdate([first.id, second.id], t, [{ code: 'K-1' }]);
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe(m.notUpdatable);
  });
});
