import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { hasApp, rolesIn } from '@atrium/domain/access/permissions.ts';
import { mayAct, reachOf } from '@atrium/domain/access/scoped-rights.ts';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestRights } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { EXPENSE_RIGHTS, type ExpenseAction } from '@atrium/domain/expense/expense-rights.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';

/**
 * A member of an organisation at work in the expense app. The session (and so the user's roles) is read from
 * the database on every request, so a change of roles made by another process counts at once.
 */
export interface ExpenseCaller {
  orgId: string;
  userId: string;
  userName: string;
  isOrgAdmin: boolean;
  roles: string[];
}

/** Organisation sessions past the license and blocked-app gates: org admins, and members holding the app. */
export function expenseCaller(auth: AuthContext): ExpenseCaller {
  const { orgId, userId, userName } = orgCaller(auth, m.noExpenseAccess);
  requireAppAvailable(auth, APP.expense);
  const isOrgAdmin = auth.actor.isOrgAdmin;
  if (!isOrgAdmin && !hasApp(auth.actor, APP.expense)) throw forbidden(m.noExpenseAccess);
  return { orgId, userId, userName, isOrgAdmin, roles: rolesIn(auth.actor, APP.expense) };
}

/** Whether the caller's roles reach this action at all (org admins hold every right). */
export function mayExpense(caller: ExpenseCaller, action: ExpenseAction): boolean {
  return caller.isOrgAdmin || reachOf(EXPENSE_RIGHTS, caller.roles, action) !== 'none';
}

/** May the caller act on a request created by `createdBy` (approve_all_not_self reaches others' only)? */
export function mayOnRequest(caller: ExpenseCaller, action: ExpenseAction, createdBy: string): boolean {
  return caller.isOrgAdmin || mayAct(EXPENSE_RIGHTS, caller.roles, action, createdBy === caller.userId);
}

/** What the caller may do to one request: shown on its card, checked again on every change. */
export function requestRightsOf(caller: ExpenseCaller, createdBy: string): RequestRights {
  return {
    approve: mayOnRequest(caller, 'approve', createdBy),
    edit: mayOnRequest(caller, 'edit', createdBy),
  };
}
