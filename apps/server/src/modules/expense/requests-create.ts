import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { CreateRequest } from '@atrium/domain/expense/expense.schemas.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { expenseRequestItems, expenseRequests } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { expenseCaller, mayExpense } from './expense.caller.ts';
import { expenseChanged } from './expense.events.ts';
import { derivedColumns, detailView, insertHistory, type RequestRow } from './requests.repo.ts';
import { chosenAccount, itemValues } from './requests-checks.ts';

type Deps = Pick<AppContext, 'db'>;

/**
 * Submits a transfer request (bank-transfer:submit; org admins hold it). In one transaction: the account and
 * payees are checked, then the request, its items in the order sent, a 'created' history line and the live
 * event are written. A refusal writes nothing. Totals and the approval state are derived from the items.
 */
export async function createRequest(
  ctx: Deps,
  auth: AuthContext,
  input: CreateRequest,
): Promise<{ request: RequestDetail; message: string }> {
  const caller = expenseCaller(auth);
  if (!mayExpense(caller, 'submit')) throw forbidden(m.noSubmitPermission);
  const request = await ctx.db.transaction(async (tx) => {
    const account = await chosenAccount(tx, caller.orgId, input.bank_account_id);
    const items = await itemValues(tx, caller.orgId, input.requested_items);
    const [row] = await tx
      .insert(expenseRequests)
      .values({
        orgId: caller.orgId,
        title: input.transfer_title,
        description: input.transfer_desc,
        bankAccountId: account.id,
        bankAccountSnapshot: account.snapshot,
        status: 'submitted',
        ...derivedColumns(items.map((item) => ({ amount: item.amount, decision: 'pending' }))),
        version: 0,
        createdBy: caller.userId,
        createdByName: caller.userName,
      })
      .returning();
    const created = row as RequestRow;
    await tx.insert(expenseRequestItems).values(
      items.map((item, position) => ({
        ...item,
        orgId: caller.orgId,
        requestId: created.id,
        position,
        decision: 'pending',
      })),
    );
    await insertHistory(tx, created, caller, [{ action: 'created' }]);
    return detailView(tx, caller, created);
  });
  expenseChanged(ctx.db, caller.orgId, request.id);
  return { request, message: m.submitted };
}
