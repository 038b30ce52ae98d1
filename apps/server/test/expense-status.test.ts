import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changed, decideAll, decideItem, refusedAndUnchanged, setStatus } from './support/expense-changes.ts';
import {
  type ExpenseAgent,
  type ExpenseSuite,
  expenseMember,
  historyOf,
  EXPENSE_ROLE as R,
  requestBody,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';

let suite: ExpenseSuite;
let approver: ExpenseAgent;

beforeAll(async () => {
  suite = await setUpExpenseSuite();
  approver = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.viewAll, R.approveAll, R.submit]);
});
afterAll(() => suite?.server.tearDown());

type State = 'pending' | 'partially approved' | 'approved' | 'rejected';

/** A request of the organisation in this approval state, still submitted. */
async function requestIn(state: State): Promise<RequestDetail> {
  const request = await submitRequest(approver, requestBody(suite.org));
  if (state === 'pending') return request;
  if (state === 'partially approved')
    return changed(await decideItem(approver, request, request.requested_items[0]?.id as string, 'approved'));
  return changed(await decideAll(approver, request, state));
}

const status = async (request: RequestDetail, next: RequestStatus, message = m.statusSet(next)) =>
  changed(await setStatus(approver, request, next), message);

describe('setting the status', () => {
  it('sets disbursed or disbursement pending only on a fully approved request', async () => {
    for (const state of ['pending', 'partially approved', 'rejected'] as const) {
      const request = await requestIn(state);
      for (const next of ['disbursed', 'disbursement pending'] as const)
        await refusedAndUnchanged(
          approver,
          request,
          () => setStatus(approver, request, next),
          400,
          m.disburseOnlyApproved,
        );
    }
    const pending = await status(await requestIn('approved'), 'disbursement pending');
    expect(pending.request_status).toBe('disbursement pending');
    const disbursed = await status(pending, 'disbursed');
    expect(disbursed).toMatchObject({
      request_status: 'disbursed',
      version: pending.version + 1,
      approval_state: 'approved',
    });
    const lines = (await historyOf(approver, disbursed.id)).filter((line) => line.action === 'status');
    expect(lines.map(({ from, to, actor }) => ({ from, to, actor: actor.id }))).toEqual([
      { from: 'submitted', to: 'disbursement pending', actor: approver.id },
      { from: 'disbursement pending', to: 'disbursed', actor: approver.id },
    ]);
  });

  it('cancels only a fully rejected request', async () => {
    for (const state of ['pending', 'partially approved', 'approved'] as const) {
      const request = await requestIn(state);
      await refusedAndUnchanged(
        approver,
        request,
        () => setStatus(approver, request, 'cancelled'),
        400,
        m.cancelOnlyRejected,
      );
    }
    const cancelled = await status(await requestIn('rejected'), 'cancelled');
    expect(cancelled).toMatchObject({ request_status: 'cancelled', approval_state: 'rejected' });
  });

  it('changes nothing about a cancelled request: no status, no decision', async () => {
    const cancelled = await status(await requestIn('rejected'), 'cancelled');
    for (const next of ['submitted', 'disbursed', 'disbursement pending'] as const)
      await refusedAndUnchanged(
        approver,
        cancelled,
        () => setStatus(approver, cancelled, next),
        400,
        m.cancelledIsFinal,
      );
    const itemId = cancelled.requested_items[0]?.id as string;
    await refusedAndUnchanged(
      approver,
      cancelled,
      [
        () => decideItem(approver, cancelled, itemId, 'approved'),
        () => decideItem(approver, cancelled, itemId, 'rejected'),
        () => decideAll(approver, cancelled, 'approved'),
      ],
      400,
      m.cancelledIsFinal,
    );
    // Setting the status it has is no change at all.
    const same = await status(cancelled, 'cancelled');
    expect(same).toEqual(cancelled);
  });

  it('refuses every way out of disbursed, and back to submitted from anywhere', async () => {
    const disbursed = await status(await requestIn('approved'), 'disbursed');
    for (const next of ['submitted', 'disbursement pending', 'cancelled'] as const)
      await refusedAndUnchanged(
        approver,
        disbursed,
        () => setStatus(approver, disbursed, next),
        400,
        m.alreadyDisbursed,
      );
    expect((await status(disbursed, 'disbursed')).version).toBe(disbursed.version);

    const pending = await status(await requestIn('approved'), 'disbursement pending');
    await refusedAndUnchanged(
      approver,
      pending,
      () => setStatus(approver, pending, 'submitted'),
      400,
      m.notBackToSubmitted,
    );
    // Its items stay approved, so it cannot be cancelled either.
    await refusedAndUnchanged(
      approver,
      pending,
      () => setStatus(approver, pending, 'cancelled'),
      400,
      m.cancelOnlyRejected,
    );
    const submitted = await requestIn('pending');
    expect((await status(submitted, 'submitted')).version).toBe(submitted.version);
  });

  it('freezes the items of a request set for disbursement', async () => {
    const pending = await status(await requestIn('approved'), 'disbursement pending');
    const disbursed = await status(await requestIn('approved'), 'disbursed');
    for (const request of [pending, disbursed]) {
      const itemId = request.requested_items[1]?.id as string;
      await refusedAndUnchanged(
        approver,
        request,
        [
          () => decideItem(approver, request, itemId, 'rejected'),
          () => decideAll(approver, request, 'rejected'),
        ],
        400,
        m.itemsFrozen,
      );
      // Approving what is approved is refused too: nothing about the items is decided any more.
      await refusedAndUnchanged(
        approver,
        request,
        () => decideAll(approver, request, 'approved'),
        400,
        m.itemsFrozen,
      );
    }
  });
});
