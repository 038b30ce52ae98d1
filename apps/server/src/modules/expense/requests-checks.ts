import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { BankAccountInput, RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { expenseBankAccounts, expensePayees } from '../../platform/db/schema.ts';
import { badRequest } from '../../platform/http/errors.ts';

/** An account chosen for a request: its id and the snapshot the request keeps. */
export interface ChosenAccount {
  id: string;
  snapshot: BankAccountInput;
}

/**
 * The live bank account of the organisation a request is paid from, with the snapshot the request keeps.
 * Another organisation's account or none at all: 400 m.bankAccountRequired; an archived one:
 * m.bankAccountArchived, naming `field`. Inside a transaction the row is share-locked, so it cannot be
 * archived before the request that chose it commits.
 */
export async function chosenAccount(
  db: DbOrTx,
  orgId: string,
  accountId: string,
  field = 'bank_account_id',
): Promise<ChosenAccount> {
  const [row] = await db
    .select()
    .from(expenseBankAccounts)
    .where(and(eq(expenseBankAccounts.orgId, orgId), eq(expenseBankAccounts.id, accountId)))
    .for('share');
  if (!row) throw badRequest(m.bankAccountRequired, { [field]: m.bankAccountRequired });
  if (row.isArchived) throw badRequest(m.bankAccountArchived, { [field]: m.bankAccountArchived });
  return {
    id: row.id,
    snapshot: {
      account_name: row.accountName,
      account_info: {
        account_number: row.accountNumber,
        account_holder_name: row.accountHolderName,
        ifsc_code: row.ifscCode,
        other_info: row.otherInfo,
      },
    },
  };
}

/** An item's columns as stored, before it is placed in a request (request id, position, decision). */
export interface ItemValues {
  amount: number;
  clubbed: boolean;
  beneficiaryType: string | null;
  beneficiaryId: string | null;
  beneficiaryName: string | null;
  clubbedTitle: string | null;
  clubbedDesc: string | null;
  note: string;
}

/**
 * The stored columns of items as sent, their payees checked in one query: each non-clubbed item names a live
 * payee of the organisation of the kind it says (else 400 m.beneficiaryRequired, m.payeeArchived or
 * m.beneficiaryTypeMismatch, naming the field `${fieldOf(index)}.beneficiary_id`). The payee's name is
 * copied onto the item. Payee rows are share-locked inside a transaction.
 */
export async function itemValues(
  db: DbOrTx,
  orgId: string,
  items: readonly RequestItemInput[],
  fieldOf: (index: number) => string = (index) => `requested_items.${index}`,
): Promise<ItemValues[]> {
  const ids = [...new Set(items.flatMap((item) => (item.clubbed_expense ? [] : [item.beneficiary_id])))];
  const payees =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(expensePayees)
          .where(and(eq(expensePayees.orgId, orgId), inArray(expensePayees.id, ids)))
          .for('share');
  const byId = new Map(payees.map((payee) => [payee.id, payee]));
  return items.map((item, index) => {
    if (item.clubbed_expense) {
      return {
        amount: item.amount,
        clubbed: true,
        beneficiaryType: null,
        beneficiaryId: null,
        beneficiaryName: null,
        clubbedTitle: item.clubbed_expense_title,
        clubbedDesc: item.clubbed_expense_desc,
        note: item.note,
      };
    }
    const payee = byId.get(item.beneficiary_id);
    const refuse = (message: string) =>
      badRequest(message, { [`${fieldOf(index)}.beneficiary_id`]: message });
    if (!payee) throw refuse(m.beneficiaryRequired);
    if (payee.isArchived) throw refuse(m.payeeArchived);
    if (payee.kind !== item.beneficiary_type) throw refuse(m.beneficiaryTypeMismatch);
    return {
      amount: item.amount,
      clubbed: false,
      beneficiaryType: payee.kind,
      beneficiaryId: payee.id,
      beneficiaryName: payee.name,
      clubbedTitle: null,
      clubbedDesc: null,
      note: item.note,
    };
  });
}
