import { z } from 'zod';
import { BENEFICIARY_TYPES, bankAccountInputSchema, requestItemInputSchema } from './expense.schemas.ts';
import { APPROVAL_STATES, REQUEST_STATUSES } from './expense-approval.ts';

// What the server answers about transfer requests (decision 0028). Amounts are integer paise; the field names
// follow the spec's transfer_request_info where it names them.

const paise = z.number().int().nonnegative();
const personSchema = z.object({ id: z.string().uuid(), name: z.string() });

export const ITEM_DECISIONS = ['pending', 'approved', 'rejected'] as const;

export const requestItemSchema = z.object({
  id: z.string().uuid(),
  amount: paise,
  clubbed_expense: z.boolean(),
  beneficiary_type: z.enum(BENEFICIARY_TYPES).nullable(),
  beneficiary_id: z.string().uuid().nullable(),
  /** The payee's name when the item was made. */
  beneficiary_name: z.string().nullable(),
  clubbed_expense_title: z.string().nullable(),
  clubbed_expense_desc: z.string().nullable(),
  note: z.string(),
  decision: z.enum(ITEM_DECISIONS),
  is_approved: z.boolean(),
  is_rejected: z.boolean(),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

/** What the caller may do to this request, decided by the server (the screens only show it). */
export const requestRightsSchema = z.object({
  /** Approve or reject items and set the status: approve_all, or approve_all_not_self on others' requests. */
  approve: z.boolean(),
  /** Change items and the bank account, add and delete attachments: edit_all, or edit_self on one's own. */
  edit: z.boolean(),
});
export type RequestRights = z.infer<typeof requestRightsSchema>;

/** A request card of All Requests. */
export const requestSummarySchema = z.object({
  id: z.string().uuid(),
  /** The last 4 characters of the id and the last 4 digits of the creation seconds (spec §9). */
  referenceCode: z.string(),
  transfer_title: z.string(),
  transfer_desc: z.string(),
  /** The account as it was when chosen (a snapshot), with the id of the live one. */
  bank_account_info: bankAccountInputSchema.extend({ id: z.string().uuid() }),
  created_at: z.string(),
  created_by: personSchema,
  request_status: z.enum(REQUEST_STATUSES),
  approval_state: z.enum(APPROVAL_STATES),
  approval_keys: z.object({
    is_approved: z.boolean(),
    is_declined: z.boolean(),
    is_partially_approved: z.boolean(),
    is_pending_approval: z.boolean(),
  }),
  total_request_amount: paise,
  approved_amount: paise,
  rejected_amount: paise,
  pending_approval_amount: paise,
  item_count: z.number().int(),
  /** Name it in every change made on what you read; a change on an older version is refused. */
  version: z.number().int().nonnegative(),
  rights: requestRightsSchema,
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const requestFileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  isRevised: z.boolean(),
  isDeleted: z.boolean(),
  uploadedAt: z.string(),
  uploadedBy: personSchema,
});
export type RequestFile = z.infer<typeof requestFileSchema>;

export const requestDetailSchema = requestSummarySchema.extend({
  requested_items: z.array(requestItemSchema),
  /** Every attachment, deleted ones included (the Deleted Files section). */
  attached_files: z.array(requestFileSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** What the history records; from/to are plain values the screen words (a decision, a status, paise). */
export const HISTORY_ACTIONS = [
  'created',
  'item-decision',
  'status',
  'item-changed',
  /** An item's amount changed: from and to are paise. */
  'item-amount',
  'item-added',
  'bank-account',
  'file-added',
  'file-deleted',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: personSchema,
  action: z.enum(HISTORY_ACTIONS),
  itemId: z.string().nullable(),
  fileId: z.string().nullable(),
  /** What the change was about: an item's payee or title, a file's name, an account's name. */
  subject: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

// Changes. Each names the version it was made on (versionedSchema).

const version = z.number().int().nonnegative();

export const decisionInputSchema = z.object({
  version,
  decision: z.enum(['approved', 'rejected']),
});
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export const statusInputSchema = z.object({
  version,
  status: z.enum(REQUEST_STATUSES),
});

export const itemChangeSchema = z.object({ version, item: requestItemInputSchema });
export const bankAccountChangeSchema = z.object({ version, bank_account_id: z.string().uuid() });
export const fileDeleteSchema = z.object({ version });

/** The list's query: the filter dialog's choices, then the page. */
export const listRequestsQuerySchema = z.object({
  approval: z.enum(APPROVAL_STATES).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  /** yyyy-MM-dd, the organisation's day (UTC): created on or after. */
  createdFrom: z.iso.date().optional(),
  /** yyyy-MM-dd: created on or before (the whole day). */
  createdTo: z.iso.date().optional(),
  /** The `next` of the previous page. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListRequestsQuery = z.infer<typeof listRequestsQuerySchema>;

export const exportRequestsQuerySchema = listRequestsQuerySchema
  .omit({ after: true, limit: true })
  .extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** Tus metadata of an attachment upload (target 'transfer-request'). */
export const requestUploadMetadataSchema = z.object({
  target: z.literal('transfer-request'),
  requestId: z.string().uuid(),
  filename: z.string().min(1).max(255),
  filetype: z.string().max(200).default('application/octet-stream'),
  /** 'true' when added as a 'Revised File'. */
  revised: z.enum(['true', 'false']).default('false'),
});
export type RequestUploadMetadata = z.infer<typeof requestUploadMetadataSchema>;

/** What a finished attachment upload answers: the file as listed, and the request's version after it. */
export const requestUploadAnswerSchema = z.object({ file: requestFileSchema, version: z.number().int() });
export type RequestUploadAnswer = z.infer<typeof requestUploadAnswerSchema>;
