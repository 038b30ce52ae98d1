import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authorColumns } from './common-columns.ts';
import { orgIdColumn } from './orgs.schema.ts';

// Expense management: the bank accounts requests are paid from, and the parties and individuals they pay
// (Expense Settings, docs/decisions/0027). Archived rows stay for old requests and are not offered for new ones.

export const expenseBankAccounts = pgTable(
  'expense_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    otherInfo: text('other_info').notNull().default(''),
    isArchived: boolean('is_archived').notNull().default(false),
    ...authorColumns(),
  },
  (t) => [
    // One live account per name in an organisation: the request form offers them by name.
    uniqueIndex('expense_bank_accounts_name_idx')
      .on(t.orgId, sql`lower(${t.accountName})`)
      .where(sql`NOT ${t.isArchived}`),
  ],
);

export const expensePayees = pgTable(
  'expense_payees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    /** party or individual */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    ...authorColumns(),
  },
  (t) => [
    uniqueIndex('expense_payees_name_idx')
      .on(t.orgId, t.kind, sql`lower(${t.name})`)
      .where(sql`NOT ${t.isArchived}`),
    index('expense_payees_list_idx').on(t.orgId, t.kind, t.isArchived),
  ],
);
