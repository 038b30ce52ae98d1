import { readdirSync } from 'node:fs';
import path from 'node:path';
import { requestTextMessages } from '@atrium/domain/common/request-text.ts';
import type { ImportUpload } from '@atrium/domain/entries/entries-import.contract.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { FORM_ROLE } from '@atrium/domain/forms/form-permissions.ts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionName } from '../src/modules/entries/entry-partitions.repo.ts';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsAccess, formsApi, formsMember, formsOrg } from './support/forms-api.ts';
import { importExportApi, importFile, linesOf, resultOf } from './support/import-export-api.ts';
import { countOf, hasStatistics, heldOpenTransaction, rowsOf } from './support/sql.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const named = (...users: string[]) => ({ users, groups: [] });

/** A form of every importable kind, made by an org admin. */
async function peopleForm(
  extra: { formDataAccess?: Record<string, { users: string[]; groups: string[] }> } = {},
) {
  const org = await formsOrg(server.app, masterCookie);
  const f = {
    name: { id: fieldId(), label: 'Name', type: 'text' as const, required: true },
    age: { id: fieldId(), label: 'Age', type: 'number' as const },
    email: { id: fieldId(), label: 'Email', type: 'text' as const, uniqueWithoutCase: true },
    active: { id: fieldId(), label: 'Active', type: 'checkbox' as const },
    born: { id: fieldId(), label: 'Born', type: 'date' as const },
    tags: {
      id: fieldId(),
      label: 'Tags',
      type: 'multiselect' as const,
      options: { kind: 'custom' as const, values: ['red', 'green', 'blue'] },
    },
    meta: { id: fieldId(), label: 'Meta', type: 'json' as const },
  };
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: Object.values(f),
    ...extra,
  });
  const mapping = Object.fromEntries(Object.values(f).map((field) => [field.label, field.id]));
  return { org, form, f, mapping, api: importExportApi(server.app, org.adminCookie, form.id) };
}

const storedRows = (formId: string) =>
  rowsOf<{ data: Record<string, unknown>; created_by_name: string }>(
    server.ctx.db,
    sql`select data, created_by_name from entries where form_id = ${formId} order by created_at, id`,
  );
const countIn = (formId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from entries where form_id = ${formId}`);

const GOOD_AND_BAD_CSV = [
  'Name,Age,Email,Active,Born,Tags,Meta,id',
  'Ada,36,ada@x.org,true,1990-01-02,"red, blue","{""a"":1}",forged-id',
  'Bob,old,bob@x.org,1,1991-02-03,,,',
  ',,,,,,,',
  'Cy,20,cy@x.org,maybe,,,,',
  'Di,21,di@x.org,0,31/02/2020,,,',
  'Ed,22,ed@x.org,,,,{bad},',
  ',23,no@x.org,,,,,',
  'Fay,24,ADA@x.org,,,,,',
  'Gus,25,gus@x.org,false,6/5/2020,green,,',
  'Hal,26,hal@x.org,,,purple,,',
].join('\r\n');

describe('import from a CSV file', () => {
  it('answers the header and the first five rows, then imports the good rows and lists every failure in row order', async () => {
    const t = await peopleForm();
    const { upload, response } = await importFile(t.api, 'people.csv', GOOD_AND_BAD_CSV, {
      ...t.mapping,
      id: t.f.name.id,
    });
    expect(upload.columns).toEqual(['Name', 'Age', 'Email', 'Active', 'Born', 'Tags', 'Meta', 'id']);
    expect(upload.sampleRows.map((row) => row[0])).toEqual(['Ada', 'Bob', 'Cy', 'Di', 'Ed']);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const result = resultOf(response);
    expect(result.imported).toBe(2);
    expect(result.failedCount).toBe(7);
    expect(result.failed).toEqual([
      { row: 3, reason: 'Age must be a number.' },
      { row: 5, reason: 'Active: Invalid boolean' },
      { row: 6, reason: 'Born must be a valid date/time format.' },
      { row: 7, reason: 'Meta must be valid JSON.' },
      { row: 8, reason: 'Name: This field is required' },
      { row: 9, reason: 'Email: This value is already used by another entry.' },
      { row: 11, reason: 'Tags: Choose one of the offered options.' },
    ]);
    const rows = await storedRows(t.form.id);
    expect(rows.map((row) => row.data[t.f.name.id])).toEqual(['Ada', 'Gus']);
    const [ada, gus] = rows.map((row) => row.data);
    expect(ada).toMatchObject({
      [t.f.age.id]: 36,
      [t.f.active.id]: true,
      [t.f.born.id]: '1990-01-02',
      [t.f.tags.id]: ['red', 'blue'],
      [t.f.meta.id]: { a: 1 },
    });
    expect(gus).toMatchObject({
      [t.f.born.id]: '2020-05-06',
      [t.f.active.id]: false,
      [t.f.tags.id]: ['green'],
    });
    expect(rows[0]?.created_by_name).toBeTruthy();
  });

  it('refuses a value a live entry already holds in a unique field', async () => {
    const t = await peopleForm();
    await createdEntry(entriesApi(server.app, t.org.adminCookie, t.form.id), {
      [t.f.name.id]: 'Old',
      [t.f.email.id]: 'Taken@x.org',
    });
    const csv = 'Name,Email\nNew,taken@X.org\nOther,free@x.org\n';
    const result = resultOf((await importFile(t.api, 'u.csv', csv, t.mapping)).response);
    expect(result).toMatchObject({
      imported: 1,
      failed: [{ row: 2, reason: 'Email: This value is already used by another entry.' }],
    });
  });

  it('tells case apart in a field unique with case, against live entries and earlier rows', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const code = { id: fieldId(), label: 'Code', type: 'text' as const, uniqueWithCase: true };
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [code] });
    await createdEntry(entriesApi(server.app, org.adminCookie, form.id), { [code.id]: 'AbC' });
    const api = importExportApi(server.app, org.adminCookie, form.id);
    const csv = 'Code\nabc\nAbC\nXy\nxy\nXy\n';
    const result = resultOf((await importFile(api, 'codes.csv', csv, { Code: code.id })).response);
    const taken = 'Code: This value is already used by another entry.';
    expect(result).toMatchObject({
      imported: 3,
      failed: [
        { row: 3, reason: taken },
        { row: 6, reason: taken },
      ],
    });
  });

  it('imports 20,000 rows in batches of 499, reporting progress after each', async () => {
    const t = await peopleForm();
    const lines = ['Name,Age'];
    for (let i = 1; i <= 20_000; i += 1) lines.push(`Person ${i},${i}`);
    const { response } = await importFile(t.api, 'big.csv', lines.join('\n'), t.mapping);
    const progress = linesOf(response).filter((line) => !('done' in line));
    expect(progress).toHaveLength(40);
    expect(progress[0]).toMatchObject({ processed: 499, imported: 499, failed: 0 });
    expect(progress.at(-1)).toMatchObject({ processed: 19_960, imported: 19_960, failed: 0 });
    const fractions = progress.map((line) => ('fraction' in line ? (line.fraction ?? 0) : 0));
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions[0]).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBeGreaterThan(0.95);
    expect(resultOf(response)).toMatchObject({ imported: 20_000, failedCount: 0 });
    expect(await countIn(t.form.id)).toBe(20_000);
  }, 120_000);

  it('gives a new form statistics with its first batch, so that later batches check unique values on the unique index alone', async () => {
    const t = await peopleForm();
    expect(await hasStatistics(server.ctx.db, t.form.id)).toBe(false);
    const lines = ['Name,Email'];
    for (let i = 1; i <= 1200; i += 1) lines.push(`P${i},p${i}@x.org`);
    const result = resultOf((await importFile(t.api, 'stats.csv', lines.join('\n'), t.mapping)).response);
    expect(result).toMatchObject({ imported: 1200, failedCount: 0 });
    expect(await hasStatistics(server.ctx.db, t.form.id)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'imports beside an index build of the form without waiting for it, leaving the statistics for later',
    async () => {
      const t = await peopleForm();
      // The lock an index build (CREATE INDEX CONCURRENTLY) holds on the partition for as long as it runs.
      const build = await heldOpenTransaction(server.ctx.db, (tx) =>
        tx.execute(sql.raw(`lock table ${partitionName(t.form.id)} in share update exclusive mode`)),
      );
      try {
        const lines = ['Name,Email'];
        for (let i = 1; i <= 1200; i += 1) lines.push(`P${i},p${i}@x.org`);
        // Waiting for the build would last until the release below: the import would never answer.
        const result = resultOf((await importFile(t.api, 'busy.csv', lines.join('\n'), t.mapping)).response);
        expect(result).toMatchObject({ imported: 1200, failedCount: 0 });
        expect(await hasStatistics(server.ctx.db, t.form.id)).toBe(false);
      } finally {
        await build.release();
      }
    },
  );

  it('lists failures of later batches in the order of the file, with counts that add up after each batch', async () => {
    const t = await peopleForm();
    const lines = ['Name,Email,Age'];
    for (let i = 1; i <= 1200; i += 1) {
      const email = i === 700 ? 'p5@x.org' : `p${i}@x.org`;
      lines.push(`P${i},${email},${i === 650 || i === 1100 ? 'old' : i}`);
    }
    const { response } = await importFile(t.api, 'order.csv', lines.join('\n'), t.mapping);
    const result = resultOf(response);
    expect(result.failed).toEqual([
      { row: 651, reason: 'Age must be a number.' },
      { row: 701, reason: 'Email: This value is already used by another entry.' },
      { row: 1101, reason: 'Age must be a number.' },
    ]);
    const progress = linesOf(response).filter((line) => !('done' in line));
    expect(progress).toEqual([
      expect.objectContaining({ processed: 499, imported: 499, failed: 0 }),
      expect.objectContaining({ processed: 999, imported: 997, failed: 2 }),
    ]);
    expect(result).toMatchObject({ imported: 1197, failedCount: 3 });
  });

  it('waits for the disk only at the last batch, whose commit keeps every batch before it', async () => {
    const t = await peopleForm();
    // Each batch's insert notes whether its transaction will wait for its commit to reach the disk.
    await server.ctx.db.execute(sql.raw('create table commit_modes (n serial, mode text)'));
    await server.ctx.db.execute(
      sql.raw(`create function note_commit_mode() returns trigger language plpgsql as $$
        begin insert into commit_modes (mode) values (current_setting('synchronous_commit')); return null; end $$`),
    );
    await server.ctx.db.execute(
      sql.raw(
        'create trigger note_commit_mode after insert on entries for each statement execute function note_commit_mode()',
      ),
    );
    try {
      const lines = ['Name'];
      for (let i = 1; i <= 1200; i += 1) lines.push(`Row ${i}`);
      const result = resultOf((await importFile(t.api, 'modes.csv', lines.join('\n'), t.mapping)).response);
      expect(result).toMatchObject({ imported: 1200, failedCount: 0 });
      const modes = await rowsOf<{ mode: string }>(
        server.ctx.db,
        sql`select mode from commit_modes order by n`,
      );
      expect(modes.map((row) => row.mode)).toEqual(['off', 'off', 'on']);
    } finally {
      await server.ctx.db.execute(sql.raw('drop trigger note_commit_mode on entries'));
      await server.ctx.db.execute(sql.raw('drop function note_commit_mode()'));
      await server.ctx.db.execute(sql.raw('drop table commit_modes'));
    }
  });

  it('keeps committed batches and nothing of the batch that failed', async () => {
    const t = await peopleForm();
    // The database itself refuses one row of the second batch, as a failing disk or constraint would.
    await server.ctx.db.execute(
      sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
        begin if new.data::text like '%Boom row%' then raise exception 'boom'; end if; return new; end $$`),
    );
    await server.ctx.db.execute(
      sql.raw(
        'create trigger refuse_boom before insert on entries for each row execute function refuse_boom()',
      ),
    );
    try {
      const lines = ['Name'];
      for (let i = 1; i <= 700; i += 1) lines.push(i === 600 ? 'Boom row' : `Row ${i}`);
      const result = resultOf((await importFile(t.api, 'boom.csv', lines.join('\n'), t.mapping)).response);
      expect(result).toMatchObject({ imported: 499, error: importMessages.importFailed });
      expect(await countIn(t.form.id)).toBe(499);
    } finally {
      await server.ctx.db.execute(sql.raw('drop trigger refuse_boom on entries'));
      await server.ctx.db.execute(sql.raw('drop function refuse_boom()'));
    }
  });

  it('fails the rows whose cells hold NUL, plain or escaped in JSON, with the rule in the reason, and imports the rest', async () => {
    const t = await peopleForm();
    const csv = ['Name\u0000,Meta', 'Ada,', 'Bad\u0000name,', 'Cy,"{""a"":""\\u0000""}"', 'Di,'].join('\n');
    const { upload, response } = await importFile(t.api, 'nul.csv', csv, {
      Name: t.f.name.id,
      Meta: t.f.meta.id,
    });
    // The header comes back without the NUL, so the mapping can name it.
    expect(upload.columns).toEqual(['Name', 'Meta']);
    expect(resultOf(response)).toMatchObject({
      imported: 2,
      failed: [
        { row: 3, reason: `Name: ${requestTextMessages.nul}` },
        { row: 4, reason: `Meta: ${requestTextMessages.nul}` },
      ],
    });
    expect((await storedRows(t.form.id)).map((row) => row.data[t.f.name.id])).toEqual(['Ada', 'Di']);
  });

  it('removes the uploaded file once imported', async () => {
    const t = await peopleForm();
    await importFile(t.api, 'gone.csv', 'Name\nA\n', t.mapping);
    expect(readdirSync(path.join(server.dataDir, 'tmp', 'imports'))).toEqual([]);
  });
});

describe('import from an XLSX or XLS file', () => {
  it('reads dates, numbers, formulas and booleans of a real workbook, failing the bad rows', async () => {
    const t = await peopleForm();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Name', 'Age', 'Born', 'Active']);
    sheet.addRow(['Xena', 30, new Date(Date.UTC(2001, 4, 6)), true]);
    sheet.addRow(['Yuri', 'thirty', '2001-05-07', 1]);
    sheet.addRow(['Zoe', { formula: '20+1', result: 21 }, '07/05/2001', 1]);
    sheet.addRow([]);
    sheet.addRow(['Abe', 40, 'not a date', 0]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const { upload, response } = await importFile(t.api, 'people.xlsx', buffer, t.mapping);
    expect(upload.columns).toEqual(['Name', 'Age', 'Born', 'Active']);
    const result = resultOf(response);
    expect(result.imported).toBe(2);
    expect(result.failed).toEqual([
      { row: 3, reason: 'Age must be a number.' },
      { row: 6, reason: 'Born must be a valid date/time format.' },
    ]);
    const rows = (await storedRows(t.form.id)).map((row) => row.data);
    expect(rows).toEqual([
      expect.objectContaining({
        [t.f.name.id]: 'Xena',
        [t.f.age.id]: 30,
        [t.f.born.id]: '2001-05-06',
        [t.f.active.id]: true,
      }),
      expect.objectContaining({ [t.f.name.id]: 'Zoe', [t.f.age.id]: 21, [t.f.born.id]: '2001-05-07' }),
    ]);
  });

  it('reads a legacy XLS workbook', async () => {
    const XLSX = await import('@e965/xlsx');
    const t = await peopleForm();
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Name', 'Age'],
        ['Old', 7],
        ['Bad', 'x'],
      ]),
      'S',
    );
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const result = resultOf((await importFile(t.api, 'legacy.xls', buffer, t.mapping)).response);
    expect(result).toMatchObject({ imported: 1, failed: [{ row: 3, reason: 'Age must be a number.' }] });
  });
});

describe('what an import refuses', () => {
  it('refuses files that are not CSV, XLS or XLSX, and files without data rows', async () => {
    const t = await peopleForm();
    const notes = await t.api.upload('notes.txt', 'Name\nA\n');
    expect(notes.statusCode).toBe(400);
    expect(errorOf(notes).message).toBe(importMessages.onlySpreadsheets);
    for (const content of ['', 'Name,Age\n', 'Name,Age\n,\n ,\n']) {
      const empty = await t.api.upload('empty.csv', content);
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).message).toBe('No valid data rows found to import.');
    }
  });

  it('refuses a caller who may not enter data, and mapping to a field they may not edit', async () => {
    const org = await formsOrg(server.app, masterCookie);
    const [writer, outsider] = await Promise.all([
      formsMember(server.app, server.ctx, org.orgId, { access: formsAccess(FORM_ROLE.viewData) }),
      formsMember(server.app, server.ctx, org.orgId, { access: formsAccess(FORM_ROLE.viewData) }),
    ]);
    const open = { id: fieldId(), label: 'Open', type: 'text' as const };
    const locked = { id: fieldId(), label: 'Locked', type: 'text' as const, userLock: true };
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [open, locked],
      formDataAccess: { create_data: named(writer.id) },
    });
    const refused = await importExportApi(server.app, outsider.cookie, form.id).upload('a.csv', 'Open\nx\n');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('You do not have permission to enter data for this form.');

    const api = importExportApi(server.app, writer.cookie, form.id);
    const upload = (await api.upload('a.csv', 'Open,Locked\nx,forged\n')).json() as ImportUpload;
    const forged = await api.runFile(upload.uploadId, { Open: open.id, Locked: locked.id });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe(importMessages.fieldNotImportable);
    expect(await countIn(form.id)).toBe(0);

    const stolen = await importExportApi(server.app, org.adminCookie, form.id).runFile(upload.uploadId, {
      Open: open.id,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('import from another form', () => {
  async function twoForms() {
    const t = await peopleForm();
    const member = await formsMember(server.app, server.ctx, t.org.orgId, {
      access: formsAccess(FORM_ROLE.viewData),
    });
    const title = { id: fieldId(), label: 'Title', type: 'text' as const };
    const score = { id: fieldId(), label: 'Score', type: 'number' as const };
    const secret = { id: fieldId(), label: 'Secret', type: 'text' as const, userLock: true };
    const source = await createdForm(formsApi(server.app, t.org.adminCookie), {
      fieldConfig: [title, score, secret],
      formDataAccess: { create_data: named(member.id), view_self_data: named(member.id) },
    });
    await formsApi(server.app, t.org.adminCookie).updateAccess(t.form.id, {
      owner: t.org.adminId,
      formDataAccess: { create_data: named(member.id) },
    });
    const admin = entriesApi(server.app, t.org.adminCookie, source.id);
    for (const name of ['One', 'Two', 'Three'])
      await createdEntry(admin, { [title.id]: name, [score.id]: 5 });
    const trashed = await createdEntry(admin, { [title.id]: 'Trashed' });
    await admin.trash(trashed.id);
    await createdEntry(entriesApi(server.app, member.cookie, source.id), {
      [title.id]: 'Mine',
      [score.id]: 9,
    });
    return { ...t, member, source, title, score, secret };
  }

  it('refuses the same form', async () => {
    const t = await peopleForm();
    const response = await t.api.runForm(t.form.id, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(importMessages.sameForm);
  });

  it('imports the live entries of the source through the mapping', async () => {
    const t = await twoForms();
    const result = resultOf(
      await t.api.runForm(t.source.id, { [t.title.id]: t.f.name.id, [t.score.id]: t.f.age.id }),
    );
    expect(result).toMatchObject({ imported: 4, failedCount: 0 });
    const names = (await storedRows(t.form.id)).map((row) => row.data[t.f.name.id]).sort();
    expect(names).toEqual(['Mine', 'One', 'Three', 'Two']);
  });

  it('reads only what the importer may view: their own entries, no hidden field', async () => {
    const t = await twoForms();
    const api = importExportApi(server.app, t.member.cookie, t.form.id);
    const sources = (await api.sources()).json() as { forms: { id: string; fields: { id: string }[] }[] };
    expect(sources.forms.map((form) => form.id)).toEqual([t.source.id]);
    expect(sources.forms[0]?.fields.map((field) => field.id)).toEqual([t.title.id, t.score.id]);
    const hidden = await api.runForm(t.source.id, { [t.secret.id]: t.f.name.id });
    expect(hidden.statusCode).toBe(400);
    const result = resultOf(await api.runForm(t.source.id, { [t.title.id]: t.f.name.id }));
    expect(result.imported).toBe(1);
    expect((await storedRows(t.form.id)).map((row) => row.data[t.f.name.id])).toEqual(['Mine']);
  });
});
