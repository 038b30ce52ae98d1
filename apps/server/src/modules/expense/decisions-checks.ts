import { itemDecisionRefusal, type RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { type ExpenseCaller, expenseCaller } from './expense.caller.ts';
import { type ChangeResult, changeRequest, type LockedRequest } from './request-change.ts';
import type { ItemRow } from './requests.repo.ts';

type Deps = Pick<AppContext, 'db'>;

/** The answer to a change: the request as it now is and the message to show. */
export type Changed = { request: RequestDetail; message: string };

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
 * checked under the lock, 404 ahead of the rights and the version.
 */
export async function answerChange(
  ctx: Deps,
  auth: AuthContext,
  target: { requestId: string; itemId?: string; version: number; right: 'approve' | 'edit' },
  change: (tx: Tx, locked: LockedRequest, caller: ExpenseCaller) => Promise<ChangeResult>,
  message: string,
): Promise<Changed> {
  const caller = expenseCaller(auth);
  const request = await changeRequest(
    ctx,
    caller,
    target.requestId,
    { version: target.version, right: target.right, itemId: target.itemId },
    (tx, locked) => change(tx, locked, caller),
  );
  return { request, message };
}
