import { reachOf } from '@atrium/domain/access/scoped-rights.ts';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { EXPENSE_RIGHTS } from '@atrium/domain/expense/expense-rights.ts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { expenseRequests } from '../../platform/db/schema.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { type ExpenseCaller, mayOnRequest } from './expense.caller.ts';
import { expenseChanged } from './expense.events.ts';
import {
  derivedColumns,
  detailView,
  type HistoryDraft,
  type ItemRow,
  insertHistory,
  orgRequest,
  type RequestRow,
  requestItems,
} from './requests.repo.ts';

type Deps = Pick<AppContext, 'db'>;

/** The request as locked for a change, with its items in order. */
export interface LockedRequest {
  request: RequestRow;
  items: ItemRow[];
}

/**
 * What a change did: its history lines (none means nothing changed, and the version stays); with the items as
 * the change left them when it knows them, which spares reading them again to derive the amounts.
 */
export type ChangeResult = HistoryDraft[] | { history: HistoryDraft[]; items: ItemRow[] };

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
 * The one way a request changes. In one transaction: lock the request's row, check that the caller sees it
 * (and the named item, 404 ahead of the rest) and holds the right, refuse a stale version (409 m.staleVersion),
 * let `change` check its rules and write,
 * then derive the amounts and approval state from the items again, bump the version, record the history and
 * announce the change on commit. Changes of one request are thereby serial: of 50 made on one version,
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
    const request = visibleOrNotFound(caller, await orgRequest(tx, caller.orgId, requestId, true));
    const items = await requestItems(tx, request.id);
    if (input.itemId !== undefined && !items.some((item) => item.id === input.itemId))
      throw notFound(m.itemNotFound);
    requireRight(caller, input.right, request);
    if (request.version !== input.version) throw conflict(m.staleVersion);
    const result = await change(tx, { request, items });
    const history = Array.isArray(result) ? result : result.history;
    if (history.length === 0) return detailView(tx, caller, request, items);
    const itemsNow = Array.isArray(result) ? await requestItems(tx, request.id) : result.items;
    const [changed] = await tx
      .update(expenseRequests)
      .set({
        ...derivedColumns(itemsNow),
        version: sql`${expenseRequests.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(expenseRequests.id, request.id))
      .returning();
    await insertHistory(tx, request, caller, history);
    changedNow = true;
    return detailView(tx, caller, changed as RequestRow, itemsNow);
  });
  if (changedNow) expenseChanged(ctx.db, caller.orgId, requestId);
  return detail;
}
