import type { BankAccount, CreateRequest, Payee } from '@atrium/domain/expense/expense.schemas.ts';
import { expenseRequestsContract as contract } from '@atrium/domain/expense/expense-requests.contract.ts';
import { useMemo } from 'react';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshingKeyedMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { useExpensePayees } from './expense-payees.ts';

// Request Bank Transfer (/expense-management/request-bank-transfer): what a request is made of (the live bank
// accounts, parties and individuals) and its submission. The lists and changes of requests are in
// expense-requests-list.ts.

/** Live bank accounts, parties and individuals: what a request or an item may choose (archived ones never). */
export interface RequestChoices {
  bankAccounts: BankAccount[];
  parties: Payee[];
  individuals: Payee[];
}

/** The live choices of a request, from the same query Expense Settings reads (archived left out). */
export function useRequestChoices() {
  const query = useExpensePayees(false);
  const choices = useMemo<RequestChoices>(() => {
    const live = <T extends { isArchived: boolean }>(rows: readonly T[] = []) =>
      rows.filter((row) => !row.isArchived);
    const payees = live(query.data?.payees);
    return {
      bankAccounts: live(query.data?.bankAccounts),
      parties: payees.filter((payee) => payee.kind === 'party'),
      individuals: payees.filter((payee) => payee.kind === 'individual'),
    };
  }, [query.data]);
  return { ...query, choices };
}

/** An account number as a request shows it: its last four digits only ('•••• 7890'). */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s+/g, '');
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}

/** 'Main current account (•••• 7890)': the name and masked number of an account, as a choice reads. */
export const bankAccountLabel = (account: Pick<BankAccount, 'account_name' | 'account_info'>) =>
  `${account.account_name} (${maskAccountNumber(account.account_info.account_number)})`;

/**
 * Submits a transfer request (amounts in paise); every request list refreshes once it is in. The answer is the
 * request as made, with its id for the documents that follow.
 */
export const useCreateRequest = () =>
  useRefreshingKeyedMutation(
    [queryKeys.expenseRequests],
    (body: CreateRequest, idempotencyKey: string) => callApi(contract.create, { body, idempotencyKey }),
    'success',
  );
