import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import { itemDecisionRefusal, type RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { expenseRequestItems } from '../../platform/db/schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { type ExpenseCaller, expenseCaller } from './expense.caller.ts';
import { type ChangeResult, changeRequest, type LockedRequest, visibleOrNotFound } from './request-change.ts';
import { type ItemRow, orgRequest } from './requests.repo.ts';

type Deps = Pick<AppContext, 'db'>;

/** The answer to a change: the request as it now is and the message to show. */
export type Changed = { request: RequestDetail; message: string };

/**
 * An item of a request the caller sees, or 404. Checked before the change's lock so that an unknown item
 * answers 404 ahead of the rights and the version; items never move between requests and are never deleted,
 * so what is found here is still there under the lock.
 */
export async function requireItem(ctx: Deps, caller: ExpenseCaller, requestId: string, itemId: string) {
  visibleOrNotFound(caller, await orgRequest(ctx.db, caller.orgId, requestId));
  const [item] = await ctx.db
    .select({ id: expenseRequestItems.id })
    .from(expenseRequestItems)
    .where(
      and(
        eq(expenseRequestItems.orgId, caller.orgId),
        eq(expenseRequestItems.requestId, requestId),
        eq(expenseRequestItems.id, itemId),
      ),
    );
  if (!item) throw notFound(m.itemNotFound);
}

/** Items are decided and changed only while the request is submitted. */
export function requireOpenItems(status: string): void {
  const refusal = itemDecisionRefusal(status as RequestStatus);
  if (refusal) throw badRequest(refusal);
}

/** How the history names an item: its payee, or the clubbed expense's title. */
export const itemLabel = (item: Pick<ItemRow, 'clubbed' | 'beneficiaryName' | 'clubbedTitle'>): string =>
  (item.clubbed ? item.clubbedTitle : item.beneficiaryName) ?? '';

/**
 * One change of a request by the signed-in member, through changeRequest (decision 0028). A named item is
 * checked first (requireItem: 404 ahead of the rights and the version); the change then runs under the lock.
 */
export async function answerChange(
  ctx: Deps,
  auth: AuthContext,
  target: { requestId: string; itemId?: string; version: number; right: 'approve' | 'edit' },
  change: (tx: Tx, locked: LockedRequest, caller: ExpenseCaller) => Promise<ChangeResult>,
  message: string,
): Promise<Changed> {
  const caller = await expenseCaller(ctx.db, auth);
  if (target.itemId !== undefined) await requireItem(ctx, caller, target.requestId, target.itemId);
  const request = await changeRequest(
    ctx,
    caller,
    target.requestId,
    { version: target.version, right: target.right },
    (tx, locked) => change(tx, locked, caller),
  );
  return { request, message };
}
