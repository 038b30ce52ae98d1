import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { BankAccountInput, RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { expenseBankAccounts, expensePayees } from '../../platform/db/schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { ItemRow } from './requests.repo.ts';

// What a request is made of, checked against the organisation's live payees and bank accounts: one rule
// for submitting a request and for adding or changing its items and account later (decision 0028).

/** An item's columns, ready to insert once the request id and position are known. */
export type ResolvedItem = Pick<
  ItemRow,
  | 'orgId'
  | 'amount'
  | 'clubbed'
  | 'beneficiaryType'
  | 'beneficiaryId'
  | 'beneficiaryName'
  | 'clubbedTitle'
  | 'clubbedDesc'
  | 'note'
>;

/**
 * The items as rows, each payee a live one of the organisation of the kind chosen (its name copied, so a
 * later rename keeps the request as it was). Unknown or another organisation's payee, the wrong kind, or an
 * archived one: 400 with the words for why.
 */
export async function resolveItems(
  db: DbOrTx,
  orgId: string,
  inputs: readonly RequestItemInput[],
): Promise<ResolvedItem[]> {
  const ids = [...new Set(inputs.flatMap((item) => (item.clubbed_expense ? [] : [item.beneficiary_id])))];
  const payees =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(expensePayees)
          .where(and(eq(expensePayees.orgId, orgId), inArray(expensePayees.id, ids)));
  const byId = new Map(payees.map((payee) => [payee.id, payee]));
  return inputs.map((item) => {
    const common = { orgId, amount: item.amount, note: item.note ?? '' };
    if (item.clubbed_expense) {
      return {
        ...common,
        clubbed: true,
        beneficiaryType: null,
        beneficiaryId: null,
        beneficiaryName: null,
        clubbedTitle: item.clubbed_expense_title,
        clubbedDesc: item.clubbed_expense_desc,
      };
    }
    const payee = byId.get(item.beneficiary_id);
    if (!payee) throw badRequest(m.payeeNotFound);
    if (payee.kind !== item.beneficiary_type) throw badRequest(m.beneficiaryTypeMismatch);
    if (payee.isArchived) throw badRequest(m.payeeArchived);
    return {
      ...common,
      clubbed: false,
      beneficiaryType: payee.kind,
      beneficiaryId: payee.id,
      beneficiaryName: payee.name,
      clubbedTitle: null,
      clubbedDesc: null,
    };
  });
}

/** A live bank account of the organisation and the snapshot a request keeps of it; 400 otherwise. */
export async function liveAccount(
  db: DbOrTx,
  orgId: string,
  accountId: string,
): Promise<{ id: string; snapshot: BankAccountInput }> {
  const [row] = await db
    .select()
    .from(expenseBankAccounts)
    .where(and(eq(expenseBankAccounts.orgId, orgId), eq(expenseBankAccounts.id, accountId)));
  if (!row) throw badRequest(m.bankAccountRequired);
  if (row.isArchived) throw badRequest(m.bankAccountArchived);
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

/** How the history and the screens name an item: its payee, or the clubbed expense's title. */
export const itemLabel = (item: Pick<ItemRow, 'clubbed' | 'beneficiaryName' | 'clubbedTitle'>): string =>
  (item.clubbed ? item.clubbedTitle : item.beneficiaryName) ?? '';
