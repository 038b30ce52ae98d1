import { reachOf } from '@atrium/domain/access/scoped-rights.ts';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { ItemDecision, RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { EXPENSE_RIGHTS } from '@atrium/domain/expense/expense-rights.ts';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { type ExpenseCaller, mayOnRequest } from './expense.caller.ts';
import { expenseChanged } from './expense.events.ts';
import { type LockedRequest, lockedRequest, writeChange } from './request-change.repo.ts';
import {
  derivedColumns,
  detailOf,
  type HistoryDraft,
  type ItemRow,
  type RequestRow,
  requestFiles,
  requestItems,
} from './requests.repo.ts';

type Deps = Pick<AppContext, 'db'>;

export type { LockedRequest };

/**
 * What a change did, when it knows the request's items as it leaves them and has not touched its files. Its
 * decisions and the new status are written by the one statement that updates the request and records the
 * history, so a decision costs no round trip of its own.
 */
export interface ChangeDone {
  history: HistoryDraft[];
  items: ItemRow[];
  decided?: { itemIds: string[]; decision: ItemDecision };
  status?: RequestStatus;
}

/**
 * What a change did: its history lines (none means nothing changed, and the version stays), its writes already
 * made, after which the items and files are read again; or a ChangeDone.
 */
export type ChangeResult = HistoryDraft[] | ChangeDone;

/** A request the caller may not see is, to them, no request at all (404, never 403). */
export function visibleOrNotFound(caller: ExpenseCaller, row: RequestRow | null): RequestRow {
  if (!row || !mayOnRequest(caller, 'view', row.createdBy)) throw notFound(m.requestNotFound);
  return row;
}

/** Refuses a caller without this right on this request, with the words for why. */
export function requireRight(caller: ExpenseCaller, right: 'approve' | 'edit', row: RequestRow): void {
  if (mayOnRequest(caller, right, row.createdBy)) return;
  if (right === 'edit') throw forbidden(m.noEditPermission);
  // approve_all_not_self on one's own request: the only way to hold the right and still be refused.
  const ownOnly = reachOf(EXPENSE_RIGHTS, caller.roles, 'approve') === 'others';
  throw forbidden(ownOnly && row.createdBy === caller.userId ? m.noApproveOwn : m.noApprovePermission);
}

/**
 * The one way a request changes. In one transaction: lock the request's row (read with its items and files),
 * check that the caller sees it (and the named item, 404 ahead of the rest) and holds the right, refuse a stale
 * version (409 m.staleVersion), let `change` check its rules and write, then derive the amounts and approval
 * state from the items again, bump the version and record the history in one statement, and announce the
 * change on commit. Changes of one request are thereby serial: of 50 made on one version,
 * exactly one lands. A change that alters nothing keeps the version and writes no history.
 */
export async function changeRequest(
  ctx: Deps,
  caller: ExpenseCaller,
  requestId: string,
  input: { version: number; right: 'approve' | 'edit'; itemId?: string },
  change: (tx: Tx, locked: LockedRequest) => Promise<ChangeResult>,
): Promise<RequestDetail> {
  let changedNow = false;
  const detail = await ctx.db.transaction(async (tx) => {
    const locked = await lockedRequest(tx, caller.orgId, requestId);
    const request = visibleOrNotFound(caller, locked?.request ?? null);
    const { items, files } = locked as LockedRequest;
    if (input.itemId !== undefined && !items.some((item) => item.id === input.itemId))
      throw notFound(m.itemNotFound);
    requireRight(caller, input.right, request);
    if (request.version !== input.version) throw conflict(m.staleVersion);
    const result = await change(tx, { request, items, files });
    const done = Array.isArray(result) ? null : result;
    const history = done ? done.history : (result as HistoryDraft[]);
    if (history.length === 0) return detailOf(caller, request, items, files);
    const [itemsNow, filesNow] = done
      ? [done.items, files]
      : await Promise.all([requestItems(tx, request.id), requestFiles(tx, request.id)]);
    const changed = await writeChange(tx, {
      request,
      caller,
      history,
      derived: derivedColumns(itemsNow),
      decided: done?.decided,
      status: done?.status,
    });
    changedNow = true;
    return detailOf(caller, changed, itemsNow, filesNow);
  });
  if (changedNow) expenseChanged(ctx.db, caller.orgId, requestId);
  return detail;
}
