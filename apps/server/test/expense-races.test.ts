import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changed, decideAll, decideItem, setStatus } from './support/expense-changes.ts';
import {
  type ExpenseAgent,
  type ExpenseSuite,
  expenseMember,
  historyOf,
  EXPENSE_ROLE as R,
  readRequest,
  requestBody,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';
import { errorOf } from './support/test-app.ts';

let suite: ExpenseSuite;
let approver: ExpenseAgent;
let secondApprover: ExpenseAgent;

beforeAll(async () => {
  suite = await setUpExpenseSuite();
  const member = () =>
    expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.viewAll, R.approveAll, R.submit]);
  approver = await member();
  secondApprover = await member();
});
afterAll(() => suite?.server.tearDown());

describe('changes made at once on one version', () => {
  it('lets exactly one of 50 approvals of an item land', async () => {
    const request = await submitRequest(approver, requestBody(suite.org));
    const itemId = request.requested_items[0]?.id as string;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        decideItem(i % 2 ? approver : secondApprover, request, itemId, 'approved'),
      ),
    );
    const landed = answers.filter((answer) => answer.statusCode === 200);
    const stale = answers.filter((answer) => answer.statusCode === 409);
    expect(landed).toHaveLength(1);
    expect(stale).toHaveLength(49);
    for (const answer of stale) expect(errorOf(answer).message).toBe(m.staleVersion);
    expect(changed(landed[0] as (typeof landed)[number]).version).toBe(request.version + 1);

    const after = await readRequest(approver, request.id);
    expect(after.version).toBe(request.version + 1);
    expect(after.requested_items[0]?.decision).toBe('approved');
    const lines = (await historyOf(approver, request.id)).filter((line) => line.action === 'item-decision');
    expect(lines).toHaveLength(1);
  });

  it('never leaves a disbursed request with a rejected item when both are asked at once', async () => {
    for (let round = 0; round < 8; round++) {
      const submitted = await submitRequest(approver, requestBody(suite.org));
      const approved = changed(await decideAll(approver, submitted, 'approved'));
      const itemId = approved.requested_items[round % 2]?.id as string;
      // Alternate who asks first and which approver asks what.
      const [first, second] = round % 2 ? [approver, secondApprover] : [secondApprover, approver];
      const disburse = () => setStatus(first, approved, 'disbursed');
      const reject = () => decideItem(second, approved, itemId, 'rejected');
      const [status, rejection] =
        round % 2
          ? await Promise.all([disburse(), reject()])
          : (await Promise.all([reject(), disburse()])).reverse();
      // One lands, the other names a version that is gone.
      expect([status?.statusCode, rejection?.statusCode].sort()).toEqual([200, 409]);
      const final = await readRequest(approver, approved.id);
      expect(final.version).toBe(approved.version + 1);
      const rejectedItems = final.requested_items.filter((item) => item.decision === 'rejected');
      if (final.request_status === 'disbursed') {
        expect(rejectedItems).toHaveLength(0);
        expect(final.approval_state).toBe('approved');
      } else {
        expect(final.request_status).toBe('submitted');
        expect(rejectedItems).toHaveLength(1);
        // Once an item is rejected the request cannot be disbursed on any later version either.
        const late = await setStatus(approver, final, 'disbursed');
        expect(late.statusCode).toBe(400);
        expect(errorOf(late).message).toBe(m.disburseOnlyApproved);
      }
    }
  });
});
