import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { FIELD_TYPE_REGISTRY, FIELD_TYPES } from '@atrium/domain/fields/field-types.ts';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoldenServer, GROUP, goldenForm, nodeOnlyCsv } from './support/export-golden.ts';
import { signInMaster } from './support/fixtures.ts';
import { setUpServer } from './support/test-app.ts';

// The CSV export has PostgreSQL write the text of most cells. Its bytes must be those of the Node formatting
// (each type's exportCell, neutralisation, csvField), whatever the values: this test builds a form with every
// field type, stores hostile values (some only an older rule or a direct write could have left), and compares
// the export with the Node-only formatting of the same rows (support/export-golden.ts). Through COPY on the
// PostgreSQL server: entries-export-copy.test.ts.

let server: Awaited<ReturnType<typeof setUpServer>>;
let golden: GoldenServer;

beforeAll(async () => {
  server = await setUpServer();
  golden = { server, masterCookie: await signInMaster(server.app) };
});
afterAll(() => server?.tearDown());

describe('CSV export written by PostgreSQL', () => {
  it('relies on every type exporting a stored string, number or boolean as it is', () => {
    for (const type of FIELD_TYPES) {
      const { exportCell } = FIELD_TYPE_REGISTRY[type];
      for (const value of ['x', '=x', 0, -1.5, true, false]) expect(exportCell(value, {})).toBe(value);
      for (const value of ['', null, undefined]) expect(exportCell(value, {})).toBe(null);
    }
  });

  it('writes the same bytes as the Node formatting, for every type and hostile values', async () => {
    const t = await goldenForm(golden);
    const views: { trashed?: boolean; sort?: string; direction?: 'asc' | 'desc' }[] = [
      {},
      { trashed: true },
      { sort: (t.fields[0] as FieldConfig).id, direction: 'asc' },
      { sort: (t.fields[4] as FieldConfig).id, direction: 'desc' },
      { sort: 'updated_at', direction: 'asc' },
    ];
    for (const view of views) {
      const response = await t.api.download({
        format: 'csv',
        ...view,
        trashed: String(view.trashed ?? false),
      });
      expect(response.statusCode).toBe(200);
      const expected = await nodeOnlyCsv(server, t, view);
      expect(response.body.split('\r\n').length).toBeGreaterThan(view.trashed ? 10 : 100);
      expect(response.body).toBe(expected);
    }
    // The foreign-key fallback shows, and formulas are neutralised inside quoted cells.
    const body = (await t.api.download({ format: 'csv' })).body;
    expect(body).toContain(`"'=gone, ""fallback"""`);
    expect(body).toContain('"\'=HYPERLINK(""http://evil"",""x, y"")"');
  });

  it('writes whole pages as text when PostgreSQL writes every column, page after page', async () => {
    // Newest first: pages of plain rows (each one text), a page holding the hostile rows (some of which SQL
    // cannot write: the page goes through Node), then plain rows again.
    const t = await goldenForm(golden, { sqlOnly: true, bulk: 10_200 });
    const views: { sort?: string; direction?: 'asc' | 'desc' }[] = [
      {},
      { sort: (t.fields[4] as FieldConfig).id, direction: 'asc' },
    ];
    for (const view of views) {
      const response = await t.api.download({ format: 'csv', ...view });
      expect(response.body).toContain('Bulk');
      expect(response.body).toBe(await nodeOnlyCsv(server, t, view));
    }
  });

  it('writes each group of a grouped export as the Node formatting does', async () => {
    const t = await goldenForm(golden);
    const select = t.fields[7] as FieldConfig;
    const [header, ...groups] = (await nodeOnlyCsv(server, t, {}, select)).split(GROUP);
    const response = await t.api.download({ format: 'csv', mode: 'grouped', groupBy: select.id });
    const files = Object.values(unzipSync(new Uint8Array(response.rawPayload)));
    expect(files.length).toBeGreaterThan(3);
    expect(files.map((file) => Buffer.from(file).toString('utf8'))).toEqual(
      groups.map((lines) => `${header}${lines}`),
    );
  });

  it('formats a column of Node (JSON) in Node on either database, beside the cells SQL writes', async () => {
    const t = await goldenForm(golden, { sqlOnly: true, nodeColumn: true, bulk: 500 });
    expect(t.fields.some((field) => field.type === 'json')).toBe(true);
    const response = await t.api.download({ format: 'csv' });
    expect(response.body).toBe(await nodeOnlyCsv(server, t, {}));
    // JSON values as Node writes them: an object's keys and values, quoted for its commas and quotes.
    expect(response.body).toContain('""k"":[1,');
    expect(response.body).toContain('Bulk');
  });
});
