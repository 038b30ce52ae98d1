import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { BankAccountInput } from '@atrium/domain/expense/expense.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { type ExpenseCaller, expenseCaller, mayExpense } from './expense.caller.ts';
import {
  ACCOUNT_NAME_INDEX,
  accountColumns,
  accountView,
  insertAccount,
  insertPayee,
  orgAccounts,
  orgPayees,
  PAYEE_NAME_INDEX,
  payeeView,
  updateAccount,
  updatePayee,
} from './payees.repo.ts';

type Deps = Pick<AppContext, 'db'>;

/** Writes are for org admins and holders of bank-transfer:manage_payees (decision 0027). */
function payeeManager(auth: AuthContext): ExpenseCaller {
  const caller = expenseCaller(auth);
  if (!mayExpense(caller, 'manage-payees')) throw forbidden(m.noManagePayees);
  return caller;
}

/** A name another live account or payee of the organisation holds: 409 with its message, nothing written. */
async function uniqueName<T>(write: () => Promise<T>, index: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, index)) throw conflict(message);
    throw error;
  }
}

export async function listPayees(ctx: Deps, auth: AuthContext, withArchived: boolean) {
  const caller = expenseCaller(auth);
  // Archived ones are the settings' business; the request form sees only live ones.
  const archived = withArchived && mayExpense(caller, 'manage-payees');
  const [accounts, payees] = await Promise.all([
    orgAccounts(ctx.db, caller.orgId, archived),
    orgPayees(ctx.db, caller.orgId, archived),
  ]);
  return { bankAccounts: accounts.map(accountView), payees: payees.map(payeeView) };
}

export async function addBankAccount(ctx: Deps, auth: AuthContext, input: BankAccountInput) {
  const caller = payeeManager(auth);
  const row = await uniqueName(
    () => insertAccount(ctx.db, caller.orgId, caller.userId, input),
    ACCOUNT_NAME_INDEX,
    m.accountNameTaken,
  );
  return { bankAccount: accountView(row), message: m.bankAccountSaved };
}

export async function editBankAccount(ctx: Deps, auth: AuthContext, id: string, input: BankAccountInput) {
  const caller = payeeManager(auth);
  const row = await uniqueName(
    () => updateAccount(ctx.db, caller.orgId, id, caller.userId, accountColumns(input)),
    ACCOUNT_NAME_INDEX,
    m.accountNameTaken,
  );
  if (!row) throw notFound(m.bankAccountNotFound);
  return { bankAccount: accountView(row), message: m.bankAccountSaved };
}

export async function archiveBankAccount(ctx: Deps, auth: AuthContext, id: string, archived: boolean) {
  const caller = payeeManager(auth);
  const row = await uniqueName(
    () => updateAccount(ctx.db, caller.orgId, id, caller.userId, { isArchived: archived }),
    ACCOUNT_NAME_INDEX,
    m.accountNameTaken,
  );
  if (!row) throw notFound(m.bankAccountNotFound);
  return { message: archived ? m.archived : m.restored };
}

export async function addPayee(ctx: Deps, auth: AuthContext, input: { kind: string; name: string }) {
  const caller = payeeManager(auth);
  const row = await uniqueName(
    () => insertPayee(ctx.db, caller.orgId, caller.userId, input),
    PAYEE_NAME_INDEX,
    m.payeeNameTaken,
  );
  return { payee: payeeView(row), message: m.payeeSaved };
}

export async function editPayee(ctx: Deps, auth: AuthContext, id: string, input: { name: string }) {
  const caller = payeeManager(auth);
  const row = await uniqueName(
    () => updatePayee(ctx.db, caller.orgId, id, caller.userId, { name: input.name }),
    PAYEE_NAME_INDEX,
    m.payeeNameTaken,
  );
  if (!row) throw notFound(m.payeeNotFound);
  return { payee: payeeView(row), message: m.payeeSaved };
}

export async function archivePayee(ctx: Deps, auth: AuthContext, id: string, archived: boolean) {
  const caller = payeeManager(auth);
  const row = await uniqueName(
    () => updatePayee(ctx.db, caller.orgId, id, caller.userId, { isArchived: archived }),
    PAYEE_NAME_INDEX,
    m.payeeNameTaken,
  );
  if (!row) throw notFound(m.payeeNotFound);
  return { message: archived ? m.archived : m.restored };
}
