import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestSummary } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseCaller } from '../src/modules/expense/expense.caller.ts';
import { requestConditions, requestPage } from '../src/modules/expense/requests-list.ts';
import {
  clubbedItem,
  type ExpenseAgent,
  type ExpenseOrg,
  type ExpenseSuite,
  expenseMember,
  expenseOrg,
  EXPENSE_ROLE as R,
  requestBody,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf } from './support/test-app.ts';

let suite: ExpenseSuite;

beforeAll(async () => {
  suite = await setUpExpenseSuite();
});
afterAll(() => suite?.server.tearDown());

type Page = { requests: RequestSummary[]; next: string | null };

const listAnswer = (agent: ExpenseAgent, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call(suite.app, 'GET', `/api/expense/requests?${search}`, { cookie: agent.cookie });
};

async function listPage(agent: ExpenseAgent, query: Record<string, string | number> = {}): Promise<Page> {
  const answer = await listAnswer(agent, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Page;
}

/** Every request of the query, following `next` page by page. */
async function listAll(agent: ExpenseAgent, query: Record<string, string | number> = {}) {
  const seen: RequestSummary[] = [];
  let pages = 0;
  let after: string | null = null;
  do {
    const page: Page = await listPage(agent, { ...query, ...(after ? { after } : {}) });
    seen.push(...page.requests);
    after = page.next;
    pages += 1;
  } while (after && pages < 100);
  return { ids: seen.map((request) => request.id), pages };
}

/** Sets stored columns of a request directly: when it was made, its status and approval state. */
async function setRow(id: string, change: { createdAt?: string; status?: string; approvalState?: string }) {
  if (change.createdAt)
    await rowsOf(
      suite.ctx.db,
      sql`update expense_requests set created_at = ${change.createdAt} where id = ${id}`,
    );
  if (change.status)
    await rowsOf(suite.ctx.db, sql`update expense_requests set status = ${change.status} where id = ${id}`);
  if (change.approvalState)
    await rowsOf(
      suite.ctx.db,
      sql`update expense_requests set approval_state = ${change.approvalState} where id = ${id}`,
    );
}

/** The ids of an organisation's requests in the list's order, as the database orders them. */
async function orderedIds(orgId: string, createdBy?: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    suite.ctx.db,
    sql`select id from expense_requests where org_id = ${orgId}
        ${createdBy ? sql`and created_by = ${createdBy}` : sql``}
        order by created_at desc, id desc`,
  );
  return rows.map((row) => row.id);
}

const submitMany = async (agent: ExpenseAgent, org: ExpenseOrg, count: number) => {
  const made: string[] = [];
  for (let i = 0; i < count; i++)
    made.push((await submitRequest(agent, requestBody(org, { requested_items: [clubbedItem(100 + i)] }))).id);
  return made;
};

describe('the list', () => {
  it('pages newest first through every request without repeats or gaps, ties and microseconds included', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const made = await submitMany(org.admin, org, 33);
    // Ten made in the same microsecond (ordered by id), and two a microsecond apart.
    for (const id of made.slice(5, 15)) await setRow(id, { createdAt: '2026-01-05T10:00:00.123456Z' });
    await setRow(made[20] as string, { createdAt: '2026-01-04T10:00:00.000001Z' });
    await setRow(made[21] as string, { createdAt: '2026-01-04T10:00:00.000002Z' });

    const expected = await orderedIds(org.orgId);
    expect(expected).toHaveLength(33);
    const { ids, pages } = await listAll(org.admin, { limit: 4 });
    expect(ids).toEqual(expected);
    expect(pages).toBe(9);
    // The default page is 20, and the last page says so.
    const first = await listPage(org.admin);
    expect(first.requests.map((r) => r.id)).toEqual(expected.slice(0, 20));
    const second = await listPage(org.admin, { after: first.next as string });
    expect(second.requests.map((r) => r.id)).toEqual(expected.slice(20));
    expect(second.next).toBeNull();
    // An exact fit ends with next null too.
    const exact = await listPage(org.admin, { limit: 33 });
    expect(exact.requests).toHaveLength(33);
    expect(exact.next).toBeNull();
  });

  it('answers summaries with the caller’s rights, never the items', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const made = await submitRequest(org.admin, requestBody(org));
    const [summary] = (await listPage(org.admin)).requests;
    expect(summary).toMatchObject({
      id: made.id,
      total_request_amount: made.total_request_amount,
      item_count: 2,
      approval_state: 'pending',
      rights: { approve: true, edit: true },
    });
    expect(summary).not.toHaveProperty('requested_items');
    const viewer = await expenseMember(suite.app, suite.ctx, org.orgId, [R.viewAll]);
    expect((await listPage(viewer)).requests[0]?.rights).toEqual({ approve: false, edit: false });
  });

  it('refuses a cursor it did not make', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const id = '0b5e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    // Well formed but for a day or an hour that does not exist, which the database itself would refuse.
    const impossible = [
      '2026-02-31T10:00:00.000000Z',
      '2026-01-01T24:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
    ];
    const forged = impossible.map((at) => Buffer.from(`${at}|${id}`).toString('base64url'));
    for (const after of ['abc', Buffer.from('2026-01-01|x').toString('base64url'), '!!!', ...forged]) {
      const answer = await listAnswer(org.admin, { after });
      expect(answer.statusCode).toBe(400);
      expect(errorOf(answer).message).toBe(m.pageExpired);
    }
  });
});

describe('filters', () => {
  it('by approval state and status, alone and together', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const [pending, approved, disbursed, rejected] = await submitMany(org.admin, org, 4);
    await setRow(approved as string, { approvalState: 'approved' });
    await setRow(disbursed as string, { approvalState: 'approved', status: 'disbursed' });
    await setRow(rejected as string, { approvalState: 'rejected', status: 'cancelled' });
    const ids = async (query: Record<string, string>) => new Set((await listAll(org.admin, query)).ids);
    expect(await ids({ approval: 'approved' })).toEqual(new Set([approved, disbursed]));
    expect(await ids({ approval: 'pending' })).toEqual(new Set([pending]));
    expect(await ids({ approval: 'partially approved' })).toEqual(new Set());
    expect(await ids({ status: 'submitted' })).toEqual(new Set([pending, approved]));
    expect(await ids({ approval: 'approved', status: 'disbursed' })).toEqual(new Set([disbursed]));
    expect(await ids({ status: 'cancelled' })).toEqual(new Set([rejected]));
    const unknown = await listAnswer(org.admin, { approval: 'maybe' });
    expect(unknown.statusCode).toBe(400);
  });

  it('by created date: whole UTC days, both ends included', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const [before, firstMoment, lastMoment, after] = await submitMany(org.admin, org, 4);
    await setRow(before as string, { createdAt: '2026-02-28T23:59:59.999999Z' });
    await setRow(firstMoment as string, { createdAt: '2026-03-01T00:00:00Z' });
    await setRow(lastMoment as string, { createdAt: '2026-03-01T23:59:59.999999Z' });
    await setRow(after as string, { createdAt: '2026-03-02T00:00:00Z' });
    const ids = async (query: Record<string, string>) => (await listAll(org.admin, query)).ids;
    expect(await ids({ createdFrom: '2026-03-01', createdTo: '2026-03-01' })).toEqual([
      lastMoment,
      firstMoment,
    ]);
    expect(await ids({ createdFrom: '2026-02-28', createdTo: '2026-03-01' })).toEqual([
      lastMoment,
      firstMoment,
      before,
    ]);
    expect(await ids({ createdFrom: '2026-03-02' })).toEqual([after]);
    expect(await ids({ createdTo: '2026-02-28' })).toEqual([before]);
  });

  it('refuses a range ending before it starts, a start no one has reached yet, and a date that is not one', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const backwards = await listAnswer(org.admin, { createdFrom: '2026-03-02', createdTo: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)).toMatchObject({
      message: m.toDateBeforeFrom,
      fields: { createdTo: m.toDateBeforeFrom },
    });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const future = await listAnswer(org.admin, { createdFrom: day(2) });
    expect(future.statusCode).toBe(400);
    expect(errorOf(future).message).toBe(m.fromDateInFuture);
    // Today and tomorrow (already today east of UTC) are accepted.
    expect((await listAnswer(org.admin, { createdFrom: day(0), createdTo: day(0) })).statusCode).toBe(200);
    expect((await listAnswer(org.admin, { createdFrom: day(1) })).statusCode).toBe(200);
    for (const createdFrom of ['2026-13-01', '01/03/2026', 'yesterday']) {
      expect((await listAnswer(org.admin, { createdFrom })).statusCode).toBe(400);
    }
  });
});

describe('who sees what', () => {
  it('lists every request of the organisation to view_all and admins, only their own to view_self', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const other = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    await submitMany(other.admin, other, 2);
    const self = await expenseMember(suite.app, suite.ctx, org.orgId, [R.submit, R.viewSelf]);
    const colleague = await expenseMember(suite.app, suite.ctx, org.orgId, [R.submit, R.viewSelf]);
    await submitMany(self, org, 5);
    await submitMany(colleague, org, 3);
    await submitMany(org.admin, org, 1);

    const own = await listAll(self, { limit: 2 });
    expect(own.ids).toEqual(await orderedIds(org.orgId, self.id));
    expect(own.ids).toHaveLength(5);
    // A view_self filter is the creator's too.
    expect((await listAll(self, { approval: 'pending' })).ids).toHaveLength(5);

    const viewer = await expenseMember(suite.app, suite.ctx, org.orgId, [R.viewAll, R.viewSelf]);
    expect((await listAll(viewer, { limit: 3 })).ids).toEqual(await orderedIds(org.orgId));
    expect((await listAll(org.admin)).ids).toHaveLength(9);
  });

  it('refuses members without a view role, and members without the app', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    for (const roles of [[R.submit], [R.approveAll, R.editAll]]) {
      const member = await expenseMember(suite.app, suite.ctx, org.orgId, roles);
      const answer = await listAnswer(member);
      expect(answer.statusCode).toBe(403);
      expect(errorOf(answer).message).toBe(m.noViewPermission);
    }
    const outsider = await expenseMember(suite.app, suite.ctx, org.orgId, null);
    const answer = await listAnswer(outsider);
    expect(answer.statusCode).toBe(403);
    expect(errorOf(answer).message).toBe(m.noExpenseAccess);
  });
});

describe('reading the indexes', () => {
  it('reads every filter of the list in order from an index, never sorting the organisation’s requests', async () => {
    const org = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const admin: ExpenseCaller = {
      orgId: org.orgId,
      userId: org.admin.id,
      userName: 'A',
      isOrgAdmin: true,
      roles: [],
    };
    const self: ExpenseCaller = { ...admin, isOrgAdmin: false, roles: [R.viewSelf] };
    const position = { at: '2026-01-05T10:00:00.123456Z', id: crypto.randomUUID() };
    const cases: [ExpenseCaller, Record<string, string>, string][] = [
      [admin, {}, 'expense_requests_list_idx'],
      [admin, { createdFrom: '2026-01-01', createdTo: '2026-01-31' }, 'expense_requests_list_idx'],
      [admin, { approval: 'approved' }, 'expense_requests_state_idx'],
      [admin, { status: 'disbursed' }, 'expense_requests_status_idx'],
      [self, {}, 'expense_requests_creator_idx'],
    ];
    for (const [caller, filters, index] of cases) {
      for (const after of [null, position]) {
        const query = requestPage(
          suite.ctx.db,
          requestConditions(caller, filters),
          after,
          21,
        ) as unknown as SQLWrapper;
        const plan = await suite.ctx.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
          const rows = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        });
        expect(plan, JSON.stringify(filters)).toContain(index);
        expect(plan, JSON.stringify(filters)).not.toMatch(/Sort/);
      }
    }
  });
});
