import type { BankAccountInput, BeneficiaryType } from '@atrium/domain/expense/expense.schemas.ts';
import { expensePayeesContract as contract } from '@atrium/domain/expense/expense-payees.contract.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

// Expense Settings (decision 0027): bank accounts, parties and individuals, with add, edit, archive and restore.

const payeesKey = [...queryKeys.expense, 'payees'] as const;

/** Bank accounts and payees; archived ones too when asked for (only managers get them). */
export const useExpensePayees = (withArchived: boolean) =>
  useQuery({
    queryKey: [...payeesKey, { archived: withArchived }] as const,
    queryFn: () => callApi(contract.list, { query: { archived: withArchived ? 'include' : 'exclude' } }),
  });

export const useSaveBankAccount = () =>
  useRefreshingMutation([payeesKey], ({ id, body }: { id: string | null; body: BankAccountInput }) =>
    id
      ? callApi(contract.editBankAccount, { params: { id }, body })
      : callApi(contract.addBankAccount, { body }),
  );

export const useSavePayee = () =>
  useRefreshingMutation(
    [payeesKey],
    ({ id, kind, name }: { id: string | null; kind: BeneficiaryType; name: string }) =>
      id
        ? callApi(contract.editPayee, { params: { id }, body: { name } })
        : callApi(contract.addPayee, { body: { kind, name } }),
  );

export type ArchiveTarget = { what: 'bank-account' | 'payee'; id: string; archived: boolean };

export const useArchiveSetting = () =>
  useRefreshingMutation([payeesKey], ({ what, id, archived }: ArchiveTarget) =>
    what === 'bank-account'
      ? callApi(contract.archiveBankAccount, { params: { id }, body: { archived } })
      : callApi(contract.archivePayee, { params: { id }, body: { archived } }),
  );
