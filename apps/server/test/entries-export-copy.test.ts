import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumns } from '../src/modules/entries-export/export-cells.ts';
import { copyExportPages } from '../src/modules/entries-export/export-copy.ts';
import { csvLayout } from '../src/modules/entries-export/export-csv-sql.ts';
import { csvLine } from '../src/modules/entries-export/export-writers.ts';
import { serverPoolOf } from '../src/platform/db/copy-out.ts';
import { type GoldenServer, goldenForm, nodeOnlyCsv, planOf, type View } from './support/export-golden.ts';
import { signInMaster } from './support/fixtures.ts';
import { setUpServer } from './support/test-app.ts';

// The CSV export through PostgreSQL's COPY on the PostgreSQL server (decision 0042): the same bytes as the Node
// formatting of the golden form (support/export-golden.ts), page after page. The embedded database has no COPY
// to a client: there these tests only check that no server database was given.

let server: Awaited<ReturnType<typeof setUpServer>>;
let golden: GoldenServer;

beforeAll(async () => {
  server = await setUpServer();
  golden = { server, masterCookie: await signInMaster(server.app) };
});
afterAll(() => server?.tearDown());

describe('CSV export through COPY on the PostgreSQL server', () => {
  it('writes the same bytes through COPY on the PostgreSQL server, page after page', async () => {
    const t = await goldenForm(golden, { sqlOnly: true, bulk: 3_000 });
    const pool = serverPoolOf(server.ctx.db);
    // The embedded database has no COPY to a client: its export reads text pages (entries-export-golden.test.ts).
    if (!pool) return expect(process.env.TEST_DATABASE_URL ?? '').toBe('');
    const views: View[] = [
      {},
      { trashed: true },
      { sort: (t.fields[4] as FieldConfig).id, direction: 'asc' },
      { sort: (t.fields[0] as FieldConfig).id, direction: 'desc' },
    ];
    const columns = exportColumns(t.fields);
    for (const view of views) {
      const expected = await nodeOnlyCsv(server, t, view);
      // Through the route: the first page of 5,000 rows, then pages of 20,000.
      const response = await t.api.download({
        format: 'csv',
        ...view,
        trashed: String(view.trashed ?? false),
      });
      expect(response.body).toBe(expected);
      // Small pages, so that pages end everywhere, rows Node writes included.
      let fromNode = 0;
      const pages: Buffer[] = [];
      const copied = await copyExportPages(
        pool,
        planOf(t, view),
        csvLayout(t.fields),
        async (rows) => {
          fromNode += rows.length;
          return rows.map((row) => csvLine(columns, row));
        },
        async (lines) => {
          pages.push(Buffer.from(lines));
        },
        { first: 7, next: 61 },
      );
      expect(copied).toBe(true);
      expect(pages.length).toBeGreaterThan(view.trashed ? 1 : 40);
      // Numbers JavaScript writes with an exponent, lists and objects in text fields, a stored 0x01: Node's.
      expect(fromNode).toBeGreaterThan(view.trashed ? 0 : 20);
      // ... and only those: every row of the bulk, missing values included, is written by PostgreSQL.
      expect(fromNode).toBeLessThanOrEqual(120);
      const header = expected.slice(0, expected.indexOf('\r\n') + 2);
      expect(header + Buffer.concat(pages).toString('utf8')).toBe(expected);
    }
  });

  it('reads every page once through COPY when a search holds the text that marks the page range', async () => {
    const t = await goldenForm(golden, { sqlOnly: true, bulk: 300 });
    const pool = serverPoolOf(server.ctx.db);
    if (!pool) return expect(process.env.TEST_DATABASE_URL ?? '').toBe('');
    // The copy's statement is written once with a mark where each page's range goes (export-copy.ts); a
    // search for that very text must neither lose its words nor the pages their ranges.
    const mark = '(/* the page */ true)';
    await server.ctx.db.execute(
      sql`update entries set search_text = search_text || ${` ${mark}`} where form_id = ${t.form.id}`,
    );
    const view: View = { search: mark };
    const expected = await nodeOnlyCsv(server, t, view);
    const pages: Buffer[] = [];
    const copied = await copyExportPages(
      pool,
      planOf(t, view),
      csvLayout(t.fields),
      async (rows) => rows.map((row) => csvLine(exportColumns(t.fields), row)),
      async (lines) => {
        pages.push(Buffer.from(lines));
      },
      { first: 7, next: 61 },
    );
    expect(copied).toBe(true);
    expect(pages.length).toBeGreaterThan(4);
    const header = expected.slice(0, expected.indexOf('\r\n') + 2);
    expect(expected.split('\r\n').length).toBeGreaterThan(300);
    expect(header + Buffer.concat(pages).toString('utf8')).toBe(expected);
  });
});
