import { describe, expect, it } from 'vitest';
import { expenseMessages as m } from './expense.messages.ts';
import {
  amountsOf,
  approvalKeysOf,
  approvalStateOf,
  itemDecisionRefusal,
  referenceCodeOf,
  statusChangeRefusal,
} from './expense-approval.ts';

const item = (amount: number, decision: 'pending' | 'approved' | 'rejected' = 'pending') => ({
  amount,
  isApproved: decision === 'approved',
  isRejected: decision === 'rejected',
});

describe('a request’s amounts and approval state come from its items', () => {
  it('sums the total and splits it into approved, rejected and pending', () => {
    const amounts = amountsOf([item(10000, 'approved'), item(2550, 'rejected'), item(99)]);
    expect(amounts).toEqual({
      totalRequestAmount: 12649,
      approvedAmount: 10000,
      rejectedAmount: 2550,
      pendingApprovalAmount: 99,
    });
    expect(approvalStateOf(amounts)).toBe('partially approved');
  });

  it('is approved or rejected only when every item is, and pending when none is decided', () => {
    expect(approvalStateOf(amountsOf([item(1, 'approved'), item(2, 'approved')]))).toBe('approved');
    expect(approvalStateOf(amountsOf([item(1, 'rejected'), item(2, 'rejected')]))).toBe('rejected');
    expect(approvalStateOf(amountsOf([item(1), item(2)]))).toBe('pending');
    expect(approvalKeysOf('pending')).toEqual({
      is_approved: false,
      is_declined: false,
      is_partially_approved: false,
      is_pending_approval: true,
    });
  });
});

describe('status rules', () => {
  it('sets disbursement only on fully approved requests and cancels only fully rejected ones', () => {
    expect(statusChangeRefusal('submitted', 'disbursed', 'approved')).toBeNull();
    expect(statusChangeRefusal('submitted', 'disbursement pending', 'partially approved')).toBe(
      m.disburseOnlyApproved,
    );
    expect(statusChangeRefusal('submitted', 'cancelled', 'rejected')).toBeNull();
    expect(statusChangeRefusal('submitted', 'cancelled', 'pending')).toBe(m.cancelOnlyRejected);
    expect(statusChangeRefusal('disbursement pending', 'disbursed', 'approved')).toBeNull();
  });

  it('changes nothing after cancellation or disbursement, and never goes back to submitted', () => {
    expect(statusChangeRefusal('cancelled', 'disbursed', 'approved')).toBe(m.cancelledIsFinal);
    expect(statusChangeRefusal('disbursed', 'cancelled', 'rejected')).toBe(m.alreadyDisbursed);
    expect(statusChangeRefusal('disbursement pending', 'submitted', 'approved')).toBe(m.notBackToSubmitted);
    expect(itemDecisionRefusal('cancelled')).toBe(m.cancelledIsFinal);
    expect(itemDecisionRefusal('disbursed')).toBe(m.itemsFrozen);
    expect(itemDecisionRefusal('submitted')).toBeNull();
  });
});

it('builds the reference code from the id’s last 4 characters and the creation seconds’ last 4 digits', () => {
  const createdAt = new Date(1_795_600_123_000);
  expect(referenceCodeOf('7f3c2a10-0000-4000-8000-00000000ab12', createdAt)).toBe('ab120123');
});
