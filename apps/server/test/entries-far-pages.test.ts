import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { rowsOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';

// Pages far from the start are read backwards from the end of the view: they must hold exactly the rows
// the plain offset gives, in the same order, whatever the sort, its direction and its empty values.

let server: Awaited<ReturnType<typeof setUpServer>>;
let api: ReturnType<typeof entriesApi>;
let formId: string;
const score = { id: fieldId(), label: 'Score', type: 'number' as const };
const ROWS = 10_030;

beforeAll(async () => {
  server = await setUpServer();
  const org = await formsOrg(server.app, await signInMaster(server.app));
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [score] });
  formId = form.id;
  api = entriesApi(server.app, org.adminCookie, form.id);
  // Scores repeat (ties broken by id) and every seventh entry has none.
  await server.ctx.db.execute(sql`
    insert into entries (form_id, org_id, data, search_text, created_at)
    select ${form.id}::uuid, ${org.orgId},
           case when n % 7 = 0 then '{}'::jsonb else jsonb_build_object(${score.id}::text, n % 50) end,
           '', now() - n * interval '1 second'
    from generate_series(1, ${ROWS}) as n`);
}, 120_000);
afterAll(() => server?.tearDown());

const idsOfPage = async (query: Record<string, string | number>) => {
  const page = entriesOf(await api.list({ pageSize: 25, ...query }));
  expect(page.total).toBe(ROWS);
  return page.entries.map((entry) => entry.id);
};

const expectedIds = async (order: ReturnType<typeof sql>, offset: number) =>
  (
    await rowsOf<{ id: string }>(
      server.ctx.db,
      sql`select id::text as id from entries where form_id = ${formId} and not is_trashed
          order by ${order} offset ${offset} limit 25`,
    )
  ).map((row) => row.id);

describe('pages far from the start', () => {
  it('match the offset page by page near the end, newest first and oldest first', async () => {
    const newest = sql`created_at desc nulls last, id desc`;
    const oldest = sql`created_at asc nulls first, id asc`;
    for (const page of [401, 400, 399, 250]) {
      expect(await idsOfPage({ page })).toEqual(await expectedIds(newest, page * 25));
      expect(await idsOfPage({ page, sort: 'created_at', direction: 'asc' })).toEqual(
        await expectedIds(oldest, page * 25),
      );
    }
    expect(await idsOfPage({ page: 401 })).toHaveLength(5);
    expect(await idsOfPage({ page: 402 })).toEqual([]);
  });

  it('match the offset on a field sort with ties and empty values, both ways', async () => {
    const value = sql.raw(`entry_number(data -> '${score.id}')`);
    for (const page of [401, 400, 300]) {
      expect(await idsOfPage({ page, sort: score.id, direction: 'asc' })).toEqual(
        await expectedIds(sql`${value} asc nulls first, id asc`, page * 25),
      );
      expect(await idsOfPage({ page, sort: score.id, direction: 'desc' })).toEqual(
        await expectedIds(sql`${value} desc nulls last, id desc`, page * 25),
      );
    }
  });
});
