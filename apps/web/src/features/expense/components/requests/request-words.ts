import type { ApprovalState, RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { HistoryEntry, RequestItem } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { formatRupees } from '@atrium/domain/expense/money.ts';
import { format, isValid, parseISO } from 'date-fns';

// How All Requests words what the server sends: states, statuses, items, dates and history lines.

export const words = {
  newerVersion: 'This request was changed after you opened it.',
  reload: 'Reload',
  loadFailed: 'Failed to load requests.',
  loadRequestFailed: 'Failed to load the request.',
  loadHistoryFailed: 'Failed to load the history.',
  noHistory: 'No changes yet.',
  fromDateInFuture: "The 'from' date cannot be in the future.",
  toDateBeforeFrom: "The 'to' date cannot be before the 'from' date.",
  wholeDate: 'Enter a whole date as dd/mm/yyyy.',
} as const;

/** The default created range starts this many days before today and ends today (spec §9). */
export const DEFAULT_RANGE_DAYS = 90;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const statusLabel = (status: RequestStatus) => capitalised(status);
export const approvalLabel = (state: ApprovalState) => capitalised(state);

// Filled chips of these colours and outlined ones on paper keep their words readable (WCAG AA).
export const statusColor = (status: RequestStatus) =>
  status === 'disbursed'
    ? 'success'
    : status === 'cancelled'
      ? 'default'
      : status === 'disbursement pending'
        ? 'secondary'
        : 'primary';

export const approvalColor = (state: ApprovalState) =>
  state === 'approved'
    ? 'success'
    : state === 'rejected'
      ? 'error'
      : state === 'pending'
        ? 'default'
        : 'secondary';

export const decisionColor = (decision: RequestItem['decision']) =>
  decision === 'approved' ? 'success' : decision === 'rejected' ? 'error' : 'default';

/** Who or what an item pays: the payee's name, or a clubbed expense's title. */
export function itemName(item: RequestItem): string {
  if (item.clubbed_expense) return item.clubbed_expense_title ?? 'Clubbed expense';
  return item.beneficiary_name ?? 'Unnamed payee';
}

/** What kind of item it is: Party, Individual or Clubbed expense. */
export function itemKind(item: RequestItem): string {
  if (item.clubbed_expense) return 'Clubbed expense';
  return item.beneficiary_type === 'individual' ? 'Individual' : 'Party';
}

/** dd/MM/yyyy (spec §9). */
export function shortDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'dd/MM/yyyy') : iso;
}

/** dd MMM yyyy, h:mm a (spec §9, with the time for history). */
export function longDateTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'dd MMM yyyy, h:mm a') : iso;
}

/** A history value as sent, or a dash. */
const value = (text: string | null) => text ?? '—';

/** Old and new paise as rupees. */
const amountChange = (from: string | null, to: string | null) =>
  `${from === null ? '—' : formatRupees(Number(from))} → ${to === null ? '—' : formatRupees(Number(to))}`;

/** One line of the request's history, without who and when (shown beside it). */
export function historyLine(entry: HistoryEntry): string {
  const subject = entry.subject ?? '';
  switch (entry.action) {
    case 'created':
      return 'Submitted the request';
    case 'item-decision':
      if (entry.to === 'approved') return `Approved ${subject}`;
      if (entry.to === 'rejected') return `Rejected ${subject}`;
      return `Set ${subject} back to pending`;
    case 'status':
      return `Changed the status from ${value(entry.from)} to ${value(entry.to)}`;
    case 'item-changed':
      return entry.from !== null || entry.to !== null
        ? `Changed ${subject}: ${value(entry.from)} → ${value(entry.to)}`
        : `Changed ${subject}`;
    case 'item-amount':
      return `Changed the amount of ${subject}: ${amountChange(entry.from, entry.to)}`;
    case 'item-added':
      return entry.to && /^\d+$/.test(entry.to)
        ? `Added the item ${subject} (${formatRupees(Number(entry.to))})`
        : `Added the item ${subject}`;
    case 'bank-account':
      return `Changed the bank account from ${value(entry.from)} to ${value(entry.to)}`;
    case 'file-added':
      return `Added the file ${subject}`;
    case 'file-deleted':
      return `Deleted the file ${subject}`;
    default:
      return subject;
  }
}
