import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, openEventStream } from './support/event-stream.ts';
import {
  addBankAccount,
  addPayee,
  archive,
  clubbedItem,
  type ExpenseAgent,
  type ExpenseSuite,
  expenseMember,
  expenseOrg,
  getRequestOf,
  historyOf,
  payeeItem,
  postRequest,
  EXPENSE_ROLE as R,
  readRequest,
  requestBody,
  requestCounts,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';
import { call, errorOf } from './support/test-app.ts';

let suite: ExpenseSuite;
let submitter: ExpenseAgent;

beforeAll(async () => {
  suite = await setUpExpenseSuite();
  submitter = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.submit, R.viewSelf]);
});
afterAll(() => suite?.server.tearDown());

/** Posts a body that must be refused with 400, and shows nothing was written. */
async function refused(body: unknown, agent: ExpenseAgent = submitter) {
  const before = await requestCounts(suite.ctx);
  const answer = await postRequest(agent, body);
  expect(answer.statusCode, answer.body).toBe(400);
  expect(await requestCounts(suite.ctx)).toEqual(before);
  return errorOf(answer);
}

describe('submitting a request', () => {
  it('stores the items in order with the payee names and the account snapshot, and derives the amounts', async () => {
    const { org } = suite;
    const body = requestBody(org, {
      transfer_title: '  Vendor payment  ',
      requested_items: [
        payeeItem(org.party, 125_050, 'Invoice 17'),
        clubbedItem(9_999),
        payeeItem(org.individual, 1),
      ],
    });
    const answer = await postRequest(submitter, body);
    expect(answer.statusCode, answer.body).toBe(201);
    const { request, message } = answer.json() as { request: RequestDetail; message: string };
    expect(message).toBe(m.submitted);
    expect(request).toMatchObject({
      transfer_title: 'Vendor payment',
      transfer_desc: 'Monthly settlement',
      request_status: 'submitted',
      approval_state: 'pending',
      approval_keys: {
        is_approved: false,
        is_declined: false,
        is_partially_approved: false,
        is_pending_approval: true,
      },
      total_request_amount: 135_050,
      pending_approval_amount: 135_050,
      approved_amount: 0,
      rejected_amount: 0,
      item_count: 3,
      version: 0,
      created_by: { id: submitter.id, name: submitter.name },
      bank_account_info: {
        id: org.bankAccount.id,
        account_name: org.bankAccount.account_name,
        account_info: org.bankAccount.account_info,
      },
      attached_files: [],
      rights: { approve: false, edit: false },
    });
    expect(request.requested_items.map((item) => [item.amount, item.beneficiary_name, item.note])).toEqual([
      [125_050, org.party.name, 'Invoice 17'],
      [9_999, null, ''],
      [1, org.individual.name, ''],
    ]);
    expect(request.requested_items[1]).toMatchObject({
      clubbed_expense: true,
      clubbed_expense_title: 'Office snacks',
      clubbed_expense_desc: 'Snacks for the week',
      beneficiary_id: null,
      decision: 'pending',
    });
    expect(request.referenceCode).toHaveLength(8);
    // What was answered is what is stored.
    expect(await readRequest(submitter, request.id)).toEqual(request);
    const history = await historyOf(submitter, request.id);
    expect(history.map((line) => [line.action, line.actor.id])).toEqual([['created', submitter.id]]);
  });

  it('ignores totals, approval keys, status and versions a client sends', async () => {
    const forged = await submitRequest(submitter, {
      ...requestBody(suite.org, { requested_items: [payeeItem(suite.org.party, 500)] }),
      total_request_amount: 1,
      approved_amount: 500,
      pending_approval_amount: 0,
      approval_state: 'approved',
      approval_keys: { is_approved: true },
      request_status: 'disbursed',
      version: 7,
      created_by: { id: suite.org.admin.id, name: 'Someone else' },
    });
    expect(forged).toMatchObject({
      total_request_amount: 500,
      approved_amount: 0,
      pending_approval_amount: 500,
      approval_state: 'pending',
      request_status: 'submitted',
      version: 0,
      created_by: { id: submitter.id },
    });
    // An item claiming a decision is still pending.
    const decided = await submitRequest(submitter, {
      ...requestBody(suite.org, {
        requested_items: [{ ...payeeItem(suite.org.party, 700), is_approved: true, decision: 'approved' }],
      }),
    });
    expect(decided.requested_items[0]?.decision).toBe('pending');
    expect(decided.approved_amount).toBe(0);
  });

  it('refuses amounts that are not a positive whole number of paise within the limit', async () => {
    for (const amount of [0, -100, 12.5, 100_000_000_01, Number.MAX_SAFE_INTEGER + 2, '100']) {
      const error = await refused(
        requestBody(suite.org, {
          requested_items: [clubbedItem(100), payeeItem(suite.org.party, amount as number)],
        }),
      );
      expect(error.fields?.['requested_items.1.amount'], `amount ${amount}`).toBeTruthy();
    }
    // The largest amount an item may hold is accepted, twice over in one request.
    const large = await submitRequest(
      submitter,
      requestBody(suite.org, { requested_items: [clubbedItem(100_000_000_00), clubbedItem(100_000_000_00)] }),
    );
    expect(large.total_request_amount).toBe(200_000_000_00);
  });

  it('refuses a missing or long title, a long description, no items and more than 100 items', async () => {
    const { org } = suite;
    expect((await refused(requestBody(org, { transfer_title: '   ' }))).message).toBe(m.titleRequired);
    const { transfer_title: _, ...untitled } = requestBody(org);
    expect((await refused(untitled)).fields?.transfer_title).toBeTruthy();
    expect((await refused(requestBody(org, { transfer_title: 'x'.repeat(51) }))).message).toBe(
      m.titleTooLong,
    );
    expect((await refused(requestBody(org, { transfer_desc: 'd'.repeat(101) }))).message).toBe(
      m.descriptionTooLong,
    );
    expect((await refused(requestBody(org, { requested_items: [] }))).message).toBe(m.itemsRequired);
    const many = Array.from({ length: 101 }, () => clubbedItem(100));
    expect(await refused(requestBody(org, { requested_items: many }))).toMatchObject({
      message: m.tooManyItems,
      fields: { requested_items: m.tooManyItems },
    });
    // 50 and 100 are inside the limits.
    const full = await submitRequest(
      submitter,
      requestBody(org, {
        transfer_title: 't'.repeat(50),
        transfer_desc: 'd'.repeat(100),
        requested_items: Array.from({ length: 100 }, (_, i) => clubbedItem(100 + i)),
      }),
    );
    expect(full.item_count).toBe(100);
    expect(full.requested_items.map((item) => item.amount)).toEqual(
      Array.from({ length: 100 }, (_, i) => 100 + i),
    );
  });

  it('refuses a clubbed expense without its title or description', async () => {
    expect(
      (await refused(requestBody(suite.org, { requested_items: [clubbedItem(100, ' ')] }))).message,
    ).toBe(m.clubbedTitleRequired);
    const error = await refused(
      requestBody(suite.org, { requested_items: [clubbedItem(100, 'Snacks', '')] }),
    );
    expect(error.message).toBe(m.clubbedDescriptionRequired);
  });

  it("refuses another organisation's bank account, an archived one and none at all", async () => {
    const other = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const theirs = await refused(requestBody(suite.org, { bank_account_id: other.bankAccount.id }));
    expect(theirs).toMatchObject({
      message: m.bankAccountRequired,
      fields: { bank_account_id: m.bankAccountRequired },
    });
    const closed = await addBankAccount(suite.org.admin);
    await archive(suite.org.admin, 'bank-accounts', closed.id);
    expect((await refused(requestBody(suite.org, { bank_account_id: closed.id }))).message).toBe(
      m.bankAccountArchived,
    );
    expect((await refused(requestBody(suite.org, { bank_account_id: '' }))).message).toBe(
      m.bankAccountRequired,
    );
  });

  it("refuses another organisation's payee, an archived one and one of the other kind, naming the item", async () => {
    const { org } = suite;
    const other = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const items = (third: Record<string, unknown>) => [clubbedItem(100), payeeItem(org.party, 200), third];
    const theirs = await refused(requestBody(org, { requested_items: items(payeeItem(other.party, 300)) }));
    expect(theirs).toMatchObject({
      message: m.beneficiaryRequired,
      fields: { 'requested_items.2.beneficiary_id': m.beneficiaryRequired },
    });
    const gone = await addPayee(org.admin, 'individual');
    await archive(org.admin, 'payees', gone.id);
    const archived = await refused(requestBody(org, { requested_items: items(payeeItem(gone, 300)) }));
    expect(archived.fields).toEqual({ 'requested_items.2.beneficiary_id': m.payeeArchived });
    const wrongKind = await refused(
      requestBody(org, {
        requested_items: items({ ...payeeItem(org.party, 300), beneficiary_type: 'individual' }),
      }),
    );
    expect(wrongKind).toMatchObject({
      message: m.beneficiaryTypeMismatch,
      fields: { 'requested_items.2.beneficiary_id': m.beneficiaryTypeMismatch },
    });
    const unknown = await refused(
      requestBody(org, { requested_items: items(payeeItem({ ...org.party, id: crypto.randomUUID() }, 300)) }),
    );
    expect(unknown.message).toBe(m.beneficiaryRequired);
  });

  it('is refused without bank-transfer:submit, and the org admin may submit', async () => {
    for (const roles of [[], [R.viewAll, R.approveAll, R.editAll, R.managePayees]]) {
      const member = await expenseMember(suite.app, suite.ctx, suite.org.orgId, roles);
      const before = await requestCounts(suite.ctx);
      const answer = await postRequest(member, requestBody(suite.org));
      expect(answer.statusCode).toBe(403);
      expect(errorOf(answer).message).toBe(m.noSubmitPermission);
      expect(errorOf(answer).message).toBe("You don't have permission to submit a transfer request :(");
      expect(await requestCounts(suite.ctx)).toEqual(before);
    }
    const outsider = await expenseMember(suite.app, suite.ctx, suite.org.orgId, null);
    const noApp = await postRequest(outsider, requestBody(suite.org));
    expect(noApp.statusCode).toBe(403);
    expect(errorOf(noApp).message).toBe(m.noExpenseAccess);
    const byAdmin = await submitRequest(suite.org.admin, requestBody(suite.org));
    expect(byAdmin.rights).toEqual({ approve: true, edit: true });
  });
});

describe('reading a request', () => {
  it('shows view_self their own only, view_all every one, and answers 404 for the rest', async () => {
    const { org } = suite;
    const mine = await submitRequest(submitter, requestBody(org));
    const colleague = await expenseMember(suite.app, suite.ctx, org.orgId, [R.submit, R.viewSelf]);
    const theirs = await submitRequest(colleague, requestBody(org));

    expect((await readRequest(submitter, mine.id)).id).toBe(mine.id);
    const hidden = await getRequestOf(submitter, theirs.id);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe(m.requestNotFound);
    expect((await getRequestOf(submitter, `${theirs.id}`.replace(/.$/, '0'))).statusCode).toBe(404);
    expect((await getRequestOf(colleague, mine.id)).statusCode).toBe(404);

    const viewer = await expenseMember(suite.app, suite.ctx, org.orgId, [R.viewAll]);
    expect((await readRequest(viewer, mine.id)).id).toBe(mine.id);
    expect((await readRequest(viewer, theirs.id)).rights).toEqual({ approve: false, edit: false });
    expect((await readRequest(org.admin, theirs.id)).id).toBe(theirs.id);

    // A submitter without a view role does not see even their own.
    const blind = await expenseMember(suite.app, suite.ctx, org.orgId, [R.submit]);
    const made = await submitRequest(blind, requestBody(org));
    expect((await getRequestOf(blind, made.id)).statusCode).toBe(404);

    // The history follows the same rule.
    expect((await historyOf(viewer, theirs.id)).map((line) => line.action)).toEqual(['created']);
    const historyHidden = await call(suite.app, 'GET', `/api/expense/requests/${theirs.id}/history`, {
      cookie: submitter.cookie,
    });
    expect(historyHidden.statusCode).toBe(404);
  });

  it("answers another organisation's request as not found, and refuses members without the app", async () => {
    const other = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const foreign = await submitRequest(other.admin, requestBody(other));
    const answer = await getRequestOf(suite.org.admin, foreign.id);
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer).message).toBe(m.requestNotFound);

    const mine = await submitRequest(submitter, requestBody(suite.org));
    const outsider = await expenseMember(suite.app, suite.ctx, suite.org.orgId, null);
    const noApp = await getRequestOf(outsider, mine.id);
    expect(noApp.statusCode).toBe(403);
    expect(errorOf(noApp).message).toBe(m.noExpenseAccess);
  });
});

describe('live updates', () => {
  let baseUrl: string | undefined;
  const serverUrl = async () => {
    baseUrl ??= await listen(suite.app);
    return baseUrl;
  };
  it('tells the organisation’s open tabs that a request was made, once it is stored', async () => {
    const viewer = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.viewAll]);
    const stream = await openEventStream(await serverUrl(), viewer.cookie);
    try {
      const made = await submitRequest(submitter, requestBody(suite.org));
      const event = await stream.next('expense.changed', (e) => 'requestId' in e && e.requestId === made.id);
      expect(event).toMatchObject({ type: 'expense.changed', requestId: made.id });
      expect((await readRequest(viewer, made.id)).id).toBe(made.id);
    } finally {
      stream.close();
    }
  });

  it('tells of each request made at once: the announcements sent together after the commits all arrive', async () => {
    const viewer = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.viewAll]);
    const stream = await openEventStream(await serverUrl(), viewer.cookie);
    try {
      const made = await Promise.all([1, 2, 3].map(() => submitRequest(submitter, requestBody(suite.org))));
      const ids = new Set(made.map((request) => request.id));
      const heard = new Set<string>();
      while (heard.size < made.length) {
        const event = await stream.next('expense.changed', (e) => 'requestId' in e && ids.has(e.requestId));
        if (event.type === 'expense.changed') heard.add(event.requestId);
      }
      expect([...heard].sort()).toEqual(made.map((request) => request.id).sort());
    } finally {
      stream.close();
    }
  });
});
