import { expenseMessages as m } from './expense.messages.ts';

/**
 * A request's amounts and approval state, always derived from its items (spec §4), and the status rules.
 * The server computes them on every change; nothing a client sends about totals is believed.
 */

export const REQUEST_STATUSES = ['submitted', 'disbursed', 'disbursement pending', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const APPROVAL_STATES = ['approved', 'rejected', 'partially approved', 'pending'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export type ItemDecision = 'pending' | 'approved' | 'rejected';

export interface DecidedItem {
  /** Paise. */
  amount: number;
  isApproved: boolean;
  isRejected: boolean;
}

export interface RequestAmounts {
  totalRequestAmount: number;
  approvedAmount: number;
  rejectedAmount: number;
  pendingApprovalAmount: number;
}

export const decisionOf = (item: Pick<DecidedItem, 'isApproved' | 'isRejected'>): ItemDecision =>
  item.isApproved ? 'approved' : item.isRejected ? 'rejected' : 'pending';

/** The four amounts of a request, in paise, from its items. */
export function amountsOf(items: readonly DecidedItem[]): RequestAmounts {
  let total = 0;
  let approved = 0;
  let rejected = 0;
  for (const item of items) {
    total += item.amount;
    if (item.isApproved) approved += item.amount;
    else if (item.isRejected) rejected += item.amount;
  }
  return {
    totalRequestAmount: total,
    approvedAmount: approved,
    rejectedAmount: rejected,
    pendingApprovalAmount: total - approved - rejected,
  };
}

/** Approved when all is approved, rejected when all is rejected, partial when some is decided, else pending. */
export function approvalStateOf(amounts: RequestAmounts): ApprovalState {
  const { totalRequestAmount: total, approvedAmount: approved, rejectedAmount: rejected } = amounts;
  if (total > 0 && approved === total) return 'approved';
  if (total > 0 && rejected === total) return 'rejected';
  if (approved > 0 || rejected > 0) return 'partially approved';
  return 'pending';
}

/** The spec's approval_keys, as the filter and the cards read them. */
export function approvalKeysOf(state: ApprovalState) {
  return {
    is_approved: state === 'approved',
    is_declined: state === 'rejected',
    is_partially_approved: state === 'partially approved',
    is_pending_approval: state === 'pending',
  };
}

/**
 * Why an approver may not change item decisions now, or null. Items are decided while the request is
 * submitted; a request set for disbursement (pending or done) keeps its items as approved, so a status
 * change and a rejection racing each other can never leave a disbursed request with a rejected item.
 */
export function itemDecisionRefusal(status: RequestStatus): string | null {
  if (status === 'cancelled') return m.cancelledIsFinal;
  if (status === 'submitted') return null;
  return m.itemsFrozen;
}

/** Why the request may not move to this status, or null (spec §4). */
export function statusChangeRefusal(
  current: RequestStatus,
  next: RequestStatus,
  state: ApprovalState,
): string | null {
  if (current === 'cancelled') return m.cancelledIsFinal;
  if (current === 'disbursed') return m.alreadyDisbursed;
  if (next === 'cancelled') return state === 'rejected' ? null : m.cancelOnlyRejected;
  if (next === 'disbursed' || next === 'disbursement pending')
    return state === 'approved' ? null : m.disburseOnlyApproved;
  // An approver sets disbursed, disbursement pending or cancelled (spec §4); submitted is only the start.
  return m.notBackToSubmitted;
}

/** The card's reference code: the last 4 characters of the id and the last 4 digits of the creation seconds. */
export function referenceCodeOf(id: string, createdAt: Date): string {
  const seconds = Math.floor(createdAt.getTime() / 1000).toString();
  return `${id.slice(-4)}${seconds.slice(-4)}`;
}
