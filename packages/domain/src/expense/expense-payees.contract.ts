import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import {
  bankAccountInputSchema,
  bankAccountSchema,
  newPayeeSchema,
  payeeInputSchema,
  payeeSchema,
} from './expense.schemas.ts';

const idParams = z.object({ id: z.string().uuid() });

/**
 * Expense Settings (/expense-management/settings, decision 0027): the bank accounts requests are paid from and
 * the parties and individuals they pay. Read by every member with the expense app; written by org admins and
 * holders of bank-transfer:manage_payees. An archived one stays on old requests and is not offered for new ones.
 */
export const expensePayeesContract = contract('expensePayees', 'expense', {
  list: operation({
    method: 'GET',
    path: '/api/expense/payees',
    summary: 'Bank accounts, parties and individuals; archived ones only when asked for',
    query: z.object({ archived: z.enum(['include', 'exclude']).default('exclude') }),
    response: z.object({
      bankAccounts: z.array(bankAccountSchema),
      payees: z.array(payeeSchema),
    }),
  }),
  addBankAccount: operation({
    method: 'POST',
    path: '/api/expense/bank-accounts',
    errors: [409],
    summary: 'Add a bank account',
    body: bankAccountInputSchema,
    response: z.object({ bankAccount: bankAccountSchema, message: z.string() }),
  }),
  editBankAccount: operation({
    method: 'PUT',
    path: '/api/expense/bank-accounts/:id',
    errors: [409],
    summary: 'Change a bank account',
    params: idParams,
    body: bankAccountInputSchema,
    response: z.object({ bankAccount: bankAccountSchema, message: z.string() }),
  }),
  archiveBankAccount: operation({
    method: 'POST',
    path: '/api/expense/bank-accounts/:id/archive',
    summary: 'Archive a bank account (or bring it back with archived: false)',
    params: idParams,
    body: z.object({ archived: z.boolean() }),
    response: okMessageSchema,
  }),
  addPayee: operation({
    method: 'POST',
    path: '/api/expense/payees',
    errors: [409],
    summary: 'Add a party or an individual',
    body: newPayeeSchema,
    response: z.object({ payee: payeeSchema, message: z.string() }),
  }),
  editPayee: operation({
    method: 'PUT',
    path: '/api/expense/payees/:id',
    errors: [409],
    summary: 'Rename a party or an individual',
    params: idParams,
    body: payeeInputSchema,
    response: z.object({ payee: payeeSchema, message: z.string() }),
  }),
  archivePayee: operation({
    method: 'POST',
    path: '/api/expense/payees/:id/archive',
    summary: 'Archive a party or an individual (or bring it back with archived: false)',
    params: idParams,
    body: z.object({ archived: z.boolean() }),
    response: okMessageSchema,
  }),
});
