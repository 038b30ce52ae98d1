import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authorColumns, createdAt, updatedAt } from './common-columns.ts';
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

// Bank transfer requests (storage and expense spec §3–§4, decision 0028). Amounts are integer paise. The four
// amounts and the approval state are derived from the items by the server on every change and stored only so
// the list can filter and sort on them. `version` grows by one on every change: a change names the version it
// was made on, and a stale one is refused.

export const expenseRequests = pgTable(
  'expense_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => expenseBankAccounts.id),
    /** The account as it was when chosen: { account_name, account_info }. */
    bankAccountSnapshot: jsonb('bank_account_snapshot').notNull(),
    /** submitted, disbursed, disbursement pending or cancelled */
    status: text('status').notNull().default('submitted'),
    /** approved, rejected, partially approved or pending (derived) */
    approvalState: text('approval_state').notNull().default('pending'),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    approvedAmount: bigint('approved_amount', { mode: 'number' }).notNull().default(0),
    rejectedAmount: bigint('rejected_amount', { mode: 'number' }).notNull().default(0),
    pendingAmount: bigint('pending_amount', { mode: 'number' }).notNull(),
    itemCount: integer('item_count').notNull(),
    version: integer('version').notNull().default(0),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list: newest first (keyset on created_at, id), alone or with one of its filters.
    index('expense_requests_list_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index('expense_requests_state_idx').on(t.orgId, t.approvalState, t.createdAt.desc(), t.id.desc()),
    index('expense_requests_status_idx').on(t.orgId, t.status, t.createdAt.desc(), t.id.desc()),
    // view_self: one's own requests.
    index('expense_requests_creator_idx').on(t.orgId, t.createdBy, t.createdAt.desc(), t.id.desc()),
  ],
);

export const expenseRequestItems = pgTable(
  'expense_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => expenseRequests.id, { onDelete: 'cascade' }),
    /** The order the requester added the items in. */
    position: integer('position').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    clubbed: boolean('clubbed').notNull(),
    /** party or individual; null for a clubbed expense. */
    beneficiaryType: text('beneficiary_type'),
    beneficiaryId: uuid('beneficiary_id').references(() => expensePayees.id),
    /** The payee's name when the item was made (a payee renamed later keeps old requests as they were). */
    beneficiaryName: text('beneficiary_name'),
    clubbedTitle: text('clubbed_title'),
    clubbedDesc: text('clubbed_desc'),
    note: text('note').notNull().default(''),
    /** pending, approved or rejected */
    decision: text('decision').notNull().default('pending'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('expense_request_items_position_idx').on(t.requestId, t.position)],
);

/** Supporting documents of a request; a deleted one stays, listed under Deleted Files. */
export const expenseRequestFiles = pgTable(
  'expense_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => expenseRequests.id, { onDelete: 'cascade' }),
    /** {orgId}/transfer-{requestId}/{uploadId}-{safe name} */
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    /** Added as a 'Revised File' rather than a 'New File'. */
    isRevised: boolean('is_revised').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expense_request_files_request_idx').on(t.requestId, t.uploadedAt)],
);

/** Every change to a request: who, when, what, the old and the new value (shown as its history). */
export const expenseRequestHistory = pgTable(
  'expense_request_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: orgIdColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => expenseRequests.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** One of HISTORY_ACTIONS (expense-requests.schemas.ts). */
    action: text('action').notNull(),
    itemId: uuid('item_id'),
    fileId: uuid('file_id'),
    /** What the change was about, as the user reads it: an item's payee, a file's name. */
    subject: text('subject'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
  },
  (t) => [index('expense_request_history_request_idx').on(t.requestId, t.id)],
);
