import { z } from 'zod';
import { expenseMessages as m } from './expense.messages.ts';
import { APPROVAL_STATES, REQUEST_STATUSES } from './expense-approval.ts';
import { isItemPaise } from './money.ts';

// Bank transfer requests (storage and expense spec §3–§5). Amounts are integer paise in every schema.

export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 100;
export const BENEFICIARY_TYPES = ['party', 'individual'] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];
/** Items of one request at most. */
export const MAX_ITEMS = 100;
/** Toast of a submitted request (spec §9). */
export const SUBMIT_TOAST_MS = 2000;

export const bankAccountInfoSchema = z.object({
  account_number: z.string().trim().min(1).max(34),
  account_holder_name: z.string().trim().min(1).max(100),
  ifsc_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'An IFSC code is 4 letters, a zero, then 6 letters or digits.'),
  other_info: z.string().trim().max(300).default(''),
});

export const bankAccountInputSchema = z.object({
  account_name: z.string().trim().min(1).max(100),
  account_info: bankAccountInfoSchema,
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

export const payeeInputSchema = z.object({ name: z.string().trim().min(1).max(100) });

const paiseSchema = z
  .number()
  .refine(isItemPaise, { message: m.amountPaise })
  .describe('Amount in paise (1 rupee = 100 paise), a positive whole number');

/** One item as the request form sends it: a payee's item or a clubbed expense. */
export const requestItemInputSchema = z.discriminatedUnion('clubbed_expense', [
  z.object({
    clubbed_expense: z.literal(false),
    amount: paiseSchema,
    beneficiary_type: z.enum(BENEFICIARY_TYPES),
    /** The payee's id in the matching list (party or individual) of the organisation. */
    beneficiary_id: z.string().uuid(),
    note: z.string().trim().max(300).default(''),
  }),
  z.object({
    clubbed_expense: z.literal(true),
    amount: paiseSchema,
    clubbed_expense_title: z.string().trim().min(1, m.clubbedTitleRequired).max(TITLE_MAX),
    clubbed_expense_desc: z.string().trim().min(1, m.clubbedDescriptionRequired).max(DESCRIPTION_MAX),
    note: z.string().trim().max(300).default(''),
  }),
]);
export type RequestItemInput = z.infer<typeof requestItemInputSchema>;

export const createRequestSchema = z.object({
  transfer_title: z.string().trim().min(1, m.titleRequired).max(TITLE_MAX, m.titleTooLong),
  transfer_desc: z.string().trim().max(DESCRIPTION_MAX, m.descriptionTooLong).default(''),
  bank_account_id: z.string().uuid({ message: m.bankAccountRequired }),
  requested_items: z.array(requestItemInputSchema).min(1, m.itemsRequired).max(MAX_ITEMS, m.tooManyItems),
});
export type CreateRequest = z.infer<typeof createRequestSchema>;

/** A change to a request names the version it was made on: a stale one is refused (m.staleVersion). */
export const versionedSchema = z.object({ version: z.number().int().nonnegative() });

export const requestFiltersSchema = z.object({
  approval: z.enum(APPROVAL_STATES).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});

/** A bank account requests are paid from, as the settings and the request form show it. */
export const bankAccountSchema = bankAccountInputSchema.extend({
  id: z.string().uuid(),
  isArchived: z.boolean(),
  updatedAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A party or an individual items are paid to. */
export const payeeSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(BENEFICIARY_TYPES),
  name: z.string(),
  isArchived: z.boolean(),
  updatedAt: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;

export const newPayeeSchema = payeeInputSchema.extend({ kind: z.enum(BENEFICIARY_TYPES) });
