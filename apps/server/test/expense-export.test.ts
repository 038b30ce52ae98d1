import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubbedItem,
  type ExpenseAgent,
  type ExpenseOrg,
  type ExpenseSuite,
  expenseMember,
  expenseOrg,
  payeeItem,
  EXPENSE_ROLE as R,
  readRequest,
  requestBody,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf } from './support/test-app.ts';

let suite: ExpenseSuite;
let org: ExpenseOrg;
let first: RequestDetail;
let second: RequestDetail;

const HEADER = [
  'Reference',
  'Title',
  'Description',
  'Created At',
  'Created By',
  'Status',
  'Approval',
  'Bank Account',
  'Account Number',
  'IFSC',
  'Item #',
  'Beneficiary Type',
  'Beneficiary / Clubbed Title',
  'Clubbed Description',
  'Amount (₹)',
  'Item Decision',
  'Note',
];

beforeAll(async () => {
  suite = await setUpExpenseSuite();
  org = suite.org;
  first = await submitRequest(
    org.admin,
    requestBody(org, {
      transfer_title: 'Office rent',
      transfer_desc: 'March, with "deposit", and more',
      requested_items: [payeeItem(org.party, 125_050, 'Invoice 17'), clubbedItem(5, 'Tea', 'Tea, milk')],
    }),
  );
  second = await submitRequest(
    org.admin,
    requestBody(org, {
      transfer_title: '=HYPERLINK("http://evil.example","Click")',
      transfer_desc: '',
      requested_items: [payeeItem(org.individual, 100_000_000_00, '@SUM(A1)')],
    }),
  );
  await rowsOf(
    suite.ctx.db,
    sql`update expense_requests set created_at = '2026-03-01T10:20:30.456789Z' where id = ${first.id}`,
  );
  await rowsOf(
    suite.ctx.db,
    sql`update expense_requests set created_at = '2026-03-02T08:00:00Z' where id = ${second.id}`,
  );
  // The reference code is read from the creation time: read them again as now made.
  first = await readRequest(org.admin, first.id);
  second = await readRequest(org.admin, second.id);
});
afterAll(() => suite?.server.tearDown());

const download = (agent: Pick<ExpenseAgent, 'cookie'>, query: Record<string, string> = {}) =>
  call(suite.app, 'GET', `/api/expense/requests/export?${new URLSearchParams(query)}`, {
    cookie: agent.cookie,
  });

const csvOf = (body: string): string[][] => parse(body.replace(/^\uFEFF/, ''), { relaxColumnCount: false });

const referenceOf = (request: RequestDetail) => request.referenceCode;
const account = () => [
  org.bankAccount.account_name,
  org.bankAccount.account_info.account_number,
  org.bankAccount.account_info.ifsc_code,
];

describe('the CSV export', () => {
  it('writes a header and one line per item, newest request first, amounts in rupees, formulas neutralised', async () => {
    const answer = await download(org.admin, { format: 'csv' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="transfer-requests-${today}.csv"`,
    );
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvOf(answer.body);
    expect(lines).toEqual([
      HEADER,
      [
        referenceOf(second),
        '\'=HYPERLINK("http://evil.example","Click")',
        '',
        '2026-03-02T08:00:00.000Z',
        org.admin.name,
        'submitted',
        'pending',
        ...account(),
        '1',
        'Individual',
        org.individual.name,
        '',
        '100000000.00',
        'pending',
        "'@SUM(A1)",
      ],
      [
        referenceOf(first),
        'Office rent',
        'March, with "deposit", and more',
        '2026-03-01T10:20:30.456Z',
        org.admin.name,
        'submitted',
        'pending',
        ...account(),
        '1',
        'Party',
        org.party.name,
        '',
        '1250.50',
        'pending',
        'Invoice 17',
      ],
      [
        referenceOf(first),
        'Office rent',
        'March, with "deposit", and more',
        '2026-03-01T10:20:30.456Z',
        org.admin.name,
        'submitted',
        'pending',
        ...account(),
        '2',
        'Clubbed expense',
        'Tea',
        'Tea, milk',
        '0.05',
        'pending',
        '',
      ],
    ]);
    // The raw text quotes the formula, so no spreadsheet evaluates it.
    expect(answer.body).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
  });

  it('takes the list’s filters', async () => {
    await rowsOf(
      suite.ctx.db,
      sql`update expense_requests set approval_state = 'approved' where id = ${first.id}`,
    );
    try {
      const approved = csvOf((await download(org.admin, { approval: 'approved' })).body);
      expect(approved.slice(1).map((line) => line[1])).toEqual(['Office rent', 'Office rent']);
      const dated = csvOf(
        (await download(org.admin, { createdFrom: '2026-03-02', createdTo: '2026-03-02' })).body,
      );
      expect(dated.slice(1).map((line) => line[0])).toEqual([referenceOf(second)]);
      const none = csvOf((await download(org.admin, { status: 'disbursed' })).body);
      expect(none).toEqual([HEADER]);
    } finally {
      await rowsOf(
        suite.ctx.db,
        sql`update expense_requests set approval_state = 'pending' where id = ${first.id}`,
      );
    }
    const backwards = await download(org.admin, { createdFrom: '2026-03-02', createdTo: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).message).toBe(m.toDateBeforeFrom);
  });

  it('reads every page of a long list', async () => {
    const many = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    // 450 requests of 2 items, made in SQL: more than two pages of the export's reads.
    await rowsOf(
      suite.ctx.db,
      sql`with made as (
            insert into expense_requests (org_id, title, bank_account_id, bank_account_snapshot, total_amount,
              pending_amount, item_count, created_by, created_by_name, created_at)
            select ${many.orgId}, 'Bulk ' || n, ${many.bankAccount.id}, '{"account_name":"A","account_info":{"account_number":"1","account_holder_name":"H","ifsc_code":"HDFC0001234","other_info":""}}'::jsonb,
              300, 300, 2, ${many.admin.id}, 'Ada Admin', timestamptz '2026-01-01' + n * interval '1 minute'
            from generate_series(1, 450) as n
            returning id, org_id)
          insert into expense_request_items (org_id, request_id, position, amount, clubbed, clubbed_title, clubbed_desc)
          select org_id, id, p, 100 * (p + 1), true, 'T', 'D' from made, generate_series(0, 1) as p`,
    );
    const lines = csvOf((await download(many.admin)).body).slice(1);
    expect(lines).toHaveLength(900);
    expect(lines[0]?.[1]).toBe('Bulk 450');
    expect(lines[899]?.[1]).toBe('Bulk 1');
    expect(new Set(lines.map((line) => `${line[1]}#${line[10]}`)).size).toBe(900);
  });
});

describe('the XLSX export', () => {
  it('opens with the same rows, amounts as numbers', async () => {
    const answer = await download(org.admin, { format: 'xlsx' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /filename="transfer-requests-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    // Empty cells read back as nothing; the item number and the amount are numbers.
    const values = (row: number) =>
      HEADER.map((_, column) => sheet.getRow(row).getCell(column + 1).value ?? '');
    expect(sheet.rowCount).toBe(4);
    expect(values(1)).toEqual(HEADER);
    const csv = csvOf((await download(org.admin)).body);
    const typed = (line: string[]) =>
      line.map((cell, column) => (column === 10 || column === 14 ? Number(cell) : cell));
    expect([2, 3, 4].map(values)).toEqual(csv.slice(1).map(typed));
    expect(values(2)[1]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect([2, 3, 4].map((row) => values(row)[14])).toEqual([100_000_000, 1250.5, 0.05]);
  });
});

describe('who may export', () => {
  it('gives view_self their own requests only, and refuses members who see none', async () => {
    const self = await expenseMember(suite.app, suite.ctx, org.orgId, [R.submit, R.viewSelf]);
    await submitRequest(
      self,
      requestBody(org, { transfer_title: 'Mine', requested_items: [clubbedItem(700)] }),
    );
    const own = csvOf((await download(self)).body);
    expect(own.slice(1).map((line) => [line[1], line[4]])).toEqual([['Mine', self.name]]);
    const xlsx = await download(self, { format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(2);

    const viewer = await expenseMember(suite.app, suite.ctx, org.orgId, [R.viewAll]);
    expect(csvOf((await download(viewer)).body)).toHaveLength(5);

    const submitter = await expenseMember(suite.app, suite.ctx, org.orgId, [R.submit]);
    const refused = await download(submitter);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noViewPermission);
    const outsider = await expenseMember(suite.app, suite.ctx, org.orgId, null);
    expect((await download(outsider)).statusCode).toBe(403);
    // Another organisation's export holds none of these.
    const other = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    expect(csvOf((await download(other.admin)).body)).toEqual([HEADER]);
  });
});
