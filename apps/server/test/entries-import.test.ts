import { readdirSync } from 'node:fs';
import path from 'node:path';
import { requestTextMessages } from '@atrium/domain/common/request-text.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partitionName } from '../src/modules/entries/entry-partitions.repo.ts';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { importExportApi, importFile, linesOf, resultOf } from './support/import-export-api.ts';
import {
  countIn as countInOf,
  peopleForm as peopleFormOf,
  storedRows as storedRowsOf,
} from './support/import-forms.ts';
import { hasStatistics, heldOpenTransaction, rowsOf } from './support/sql.ts';
import { errorOf, setUpServer } from './support/test-app.ts';

// Imports from a CSV file: the rules of each row, the batches and their commits. Other sources and the refusals
// are in entries-import-sources.test.ts.

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const peopleForm = (extra?: Parameters<typeof peopleFormOf>[2]) => peopleFormOf(server, masterCookie, extra);
const storedRows = (formId: string) => storedRowsOf(server, formId);
const countIn = (formId: string) => countInOf(server, formId);

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

  it('reads a file saved with a byte-order mark, and quoted cells holding commas, quotes and line breaks', async () => {
    const t = await peopleForm();
    const csv = '\uFEFFName,Age\r\n"Smith, ""Jo""\nJr",5\r\nPlain "quote" inside,6\r\n';
    const { upload, response } = await importFile(t.api, 'saved.csv', csv, t.mapping);
    expect(upload.columns).toEqual(['Name', 'Age']);
    expect(resultOf(response)).toMatchObject({ imported: 2, failedCount: 0 });
    const names = (await storedRows(t.form.id)).map((row) => row.data[t.f.name.id]);
    expect(names).toEqual(['Smith, "Jo"\nJr', 'Plain "quote" inside']);
  });

  it('refuses a file whose quoted cell is never closed: at upload, or with a message when found later', async () => {
    const t = await peopleForm();
    const early = await t.api.upload('broken.csv', 'Name,Age\nAda,1\n"Bob,2\nCy,3\n');
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toBe(importMessages.unreadableFile);

    const good = Array.from({ length: 20 }, (_, i) => `Row ${i},${i}`);
    const later = ['Name,Age', ...good, '"Broken,1', 'After,2'].join('\n');
    const { response } = await importFile(t.api, 'later.csv', later, t.mapping);
    const result = resultOf(response);
    expect(result.error).toBe(importMessages.importFailed);
    // What the result counts as imported is what the form holds: nothing half-written.
    expect(await countIn(t.form.id)).toBe(result.imported);
  });

  it('removes the uploaded file once imported', async () => {
    const t = await peopleForm();
    await importFile(t.api, 'gone.csv', 'Name\nA\n', t.mapping);
    expect(readdirSync(path.join(server.dataDir, 'tmp', 'imports'))).toEqual([]);
  });
});
