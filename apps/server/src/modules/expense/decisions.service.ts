import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import {
  type ApprovalState,
  type RequestStatus,
  statusChangeRefusal,
} from '@atrium/domain/expense/expense-approval.ts';
import type { DecisionInput } from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { answerChange, type Changed, itemLabel, requireOpenItems } from './decisions-checks.ts';

export { addItem, changeBankAccount, editItem } from './decisions-edits.ts';

type Deps = Pick<AppContext, 'db'>;

// Approving and rejecting items, one or all, and setting the status, each through changeRequest (decision
// 0028). Edits of items and the bank account are in decisions-edits.ts.

export async function decideItem(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
  itemId: string,
  input: DecisionInput,
): Promise<Changed> {
  return answerChange(
    ctx,
    auth,
    { requestId, itemId, version: input.version, right: 'approve' },
    async (_tx, locked, caller) => {
      requireOpenItems(locked.request.status);
      const item = locked.items.find((row) => row.id === itemId);
      if (!item) throw notFound(m.itemNotFound);
      if (item.decision === input.decision) return [];
      const decided = { decision: input.decision, decidedBy: caller.userId, decidedAt: new Date() };
      return {
        decided: { itemIds: [item.id], decision: input.decision },
        history: [
          {
            action: 'item-decision',
            itemId,
            subject: itemLabel(item),
            from: item.decision,
            to: input.decision,
          },
        ],
        items: locked.items.map((row) => (row.id === item.id ? { ...row, ...decided } : row)),
      };
    },
    input.decision === 'approved' ? m.itemApproved : m.itemRejected,
  );
}

/** Approve All and Reject All: every item to the decision (pending becomes 0), one history line per item changed. */
export async function decideAll(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
  input: DecisionInput,
): Promise<Changed> {
  return answerChange(
    ctx,
    auth,
    { requestId, version: input.version, right: 'approve' },
    async (_tx, locked, caller) => {
      requireOpenItems(locked.request.status);
      const changing = locked.items.filter((item) => item.decision !== input.decision);
      if (changing.length === 0) return [];
      const decided = { decision: input.decision, decidedBy: caller.userId, decidedAt: new Date() };
      return {
        decided: { itemIds: changing.map((item) => item.id), decision: input.decision },
        history: changing.map((item) => ({
          action: 'item-decision' as const,
          itemId: item.id,
          subject: itemLabel(item),
          from: item.decision,
          to: input.decision,
        })),
        items: locked.items.map((item) =>
          item.decision === input.decision ? item : { ...item, ...decided },
        ),
      };
    },
    input.decision === 'approved' ? m.allApproved : m.allRejected,
  );
}

/** Disbursed, disbursement pending or cancelled, by the rules of spec §4 (statusChangeRefusal). */
export async function setStatus(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
  input: { version: number; status: RequestStatus },
): Promise<Changed> {
  return answerChange(
    ctx,
    auth,
    { requestId, version: input.version, right: 'approve' },
    async (_tx, locked) => {
      const current = locked.request.status as RequestStatus;
      if (current === input.status) return [];
      const state = locked.request.approvalState as ApprovalState;
      const refusal = statusChangeRefusal(current, input.status, state);
      if (refusal) throw badRequest(refusal);
      return {
        history: [{ action: 'status', from: current, to: input.status }],
        items: locked.items,
        status: input.status,
      };
    },
    m.statusSet(input.status),
  );
}
