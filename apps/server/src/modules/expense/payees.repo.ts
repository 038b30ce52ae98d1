import type { BankAccount, BankAccountInput, Payee } from '@atrium/domain/expense/expense.schemas.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { expenseBankAccounts, expensePayees } from '../../platform/db/schema.ts';

type AccountRow = typeof expenseBankAccounts.$inferSelect;
type PayeeRow = typeof expensePayees.$inferSelect;

export const ACCOUNT_NAME_INDEX = 'expense_bank_accounts_name_idx';
export const PAYEE_NAME_INDEX = 'expense_payees_name_idx';

export function accountView(row: AccountRow): BankAccount {
  return {
    id: row.id,
    account_name: row.accountName,
    account_info: {
      account_number: row.accountNumber,
      account_holder_name: row.accountHolderName,
      ifsc_code: row.ifscCode,
      other_info: row.otherInfo,
    },
    isArchived: row.isArchived,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function payeeView(row: PayeeRow): Payee {
  return {
    id: row.id,
    kind: row.kind as Payee['kind'],
    name: row.name,
    isArchived: row.isArchived,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const accountColumns = (input: BankAccountInput) => ({
  accountName: input.account_name,
  accountNumber: input.account_info.account_number,
  accountHolderName: input.account_info.account_holder_name,
  ifscCode: input.account_info.ifsc_code,
  otherInfo: input.account_info.other_info,
});

export function orgAccounts(db: DbOrTx, orgId: string, withArchived: boolean): Promise<AccountRow[]> {
  const live = withArchived ? undefined : eq(expenseBankAccounts.isArchived, false);
  return db
    .select()
    .from(expenseBankAccounts)
    .where(and(eq(expenseBankAccounts.orgId, orgId), live))
    .orderBy(asc(sql`lower(${expenseBankAccounts.accountName})`));
}

export function orgPayees(db: DbOrTx, orgId: string, withArchived: boolean): Promise<PayeeRow[]> {
  const live = withArchived ? undefined : eq(expensePayees.isArchived, false);
  return db
    .select()
    .from(expensePayees)
    .where(and(eq(expensePayees.orgId, orgId), live))
    .orderBy(asc(expensePayees.kind), asc(sql`lower(${expensePayees.name})`));
}

export async function insertAccount(db: DbOrTx, orgId: string, userId: string, input: BankAccountInput) {
  const [row] = await db
    .insert(expenseBankAccounts)
    .values({ orgId, ...accountColumns(input), createdBy: userId, updatedBy: userId })
    .returning();
  return row as AccountRow;
}

/** The changed account of the organisation; null when it has no such account. */
export async function updateAccount(
  db: DbOrTx,
  orgId: string,
  id: string,
  userId: string,
  change: Partial<ReturnType<typeof accountColumns>> & { isArchived?: boolean },
): Promise<AccountRow | null> {
  const [row] = await db
    .update(expenseBankAccounts)
    .set({ ...change, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(expenseBankAccounts.orgId, orgId), eq(expenseBankAccounts.id, id)))
    .returning();
  return row ?? null;
}

export { accountColumns };

export async function insertPayee(
  db: DbOrTx,
  orgId: string,
  userId: string,
  input: { kind: string; name: string },
) {
  const [row] = await db
    .insert(expensePayees)
    .values({ orgId, kind: input.kind, name: input.name, createdBy: userId, updatedBy: userId })
    .returning();
  return row as PayeeRow;
}

/** The changed payee of the organisation; null when it has no such payee. */
export async function updatePayee(
  db: DbOrTx,
  orgId: string,
  id: string,
  userId: string,
  change: { name?: string; isArchived?: boolean },
): Promise<PayeeRow | null> {
  const [row] = await db
    .update(expensePayees)
    .set({ ...change, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(eq(expensePayees.orgId, orgId), eq(expensePayees.id, id)))
    .returning();
  return row ?? null;
}
