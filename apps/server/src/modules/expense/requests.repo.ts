import type { BankAccountInput, BeneficiaryType } from '@atrium/domain/expense/expense.schemas.ts';
import {
  type ApprovalState,
  amountsOf,
  approvalKeysOf,
  approvalStateOf,
  type RequestStatus,
  referenceCodeOf,
} from '@atrium/domain/expense/expense-approval.ts';
import type {
  HistoryAction,
  HistoryEntry,
  RequestDetail,
  RequestFile,
  RequestItem,
  RequestSummary,
} from '@atrium/domain/expense/expense-requests.schemas.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import {
  expenseRequestFiles,
  expenseRequestHistory,
  expenseRequestItems,
  expenseRequests,
} from '../../platform/db/schema.ts';
import { type ExpenseCaller, requestRightsOf } from './expense.caller.ts';

export type RequestRow = typeof expenseRequests.$inferSelect;
export type ItemRow = typeof expenseRequestItems.$inferSelect;
export type FileRow = typeof expenseRequestFiles.$inferSelect;
export type HistoryRow = typeof expenseRequestHistory.$inferSelect;

/** A history line before it is written: who and when are added by the change that records it. */
export interface HistoryDraft {
  action: HistoryAction;
  itemId?: string | null;
  fileId?: string | null;
  subject?: string | null;
  from?: string | null;
  to?: string | null;
}

export function summaryView(caller: ExpenseCaller, row: RequestRow): RequestSummary {
  const account = row.bankAccountSnapshot as BankAccountInput;
  const state = row.approvalState as ApprovalState;
  return {
    id: row.id,
    referenceCode: referenceCodeOf(row.id, row.createdAt),
    transfer_title: row.title,
    transfer_desc: row.description,
    bank_account_info: { id: row.bankAccountId, ...account },
    created_at: row.createdAt.toISOString(),
    created_by: { id: row.createdBy, name: row.createdByName },
    request_status: row.status as RequestStatus,
    approval_state: state,
    approval_keys: approvalKeysOf(state),
    total_request_amount: row.totalAmount,
    approved_amount: row.approvedAmount,
    rejected_amount: row.rejectedAmount,
    pending_approval_amount: row.pendingAmount,
    item_count: row.itemCount,
    version: row.version,
    rights: requestRightsOf(caller, row.createdBy),
  };
}

export function itemView(row: ItemRow): RequestItem {
  return {
    id: row.id,
    amount: row.amount,
    clubbed_expense: row.clubbed,
    beneficiary_type: row.beneficiaryType as BeneficiaryType | null,
    beneficiary_id: row.beneficiaryId,
    beneficiary_name: row.beneficiaryName,
    clubbed_expense_title: row.clubbedTitle,
    clubbed_expense_desc: row.clubbedDesc,
    note: row.note,
    decision: row.decision as RequestItem['decision'],
    is_approved: row.decision === 'approved',
    is_rejected: row.decision === 'rejected',
  };
}

export function fileView(row: FileRow): RequestFile {
  return {
    id: row.id,
    name: row.fileName,
    size: row.size,
    contentType: row.contentType,
    isRevised: row.isRevised,
    isDeleted: row.isDeleted,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: { id: row.uploadedBy, name: row.uploadedByName },
  };
}

export function historyView(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    action: row.action as HistoryAction,
    itemId: row.itemId,
    fileId: row.fileId,
    subject: row.subject,
    from: row.fromValue,
    to: row.toValue,
  };
}

/** The request of the organisation, or null; `forUpdate` locks its row until the transaction ends. */
export async function orgRequest(
  db: DbOrTx,
  orgId: string,
  requestId: string,
  forUpdate = false,
): Promise<RequestRow | null> {
  const query = db
    .select()
    .from(expenseRequests)
    .where(and(eq(expenseRequests.orgId, orgId), eq(expenseRequests.id, requestId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function requestItems(db: DbOrTx, requestId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(expenseRequestItems)
    .where(eq(expenseRequestItems.requestId, requestId))
    .orderBy(asc(expenseRequestItems.position));
}

export function requestFiles(db: DbOrTx, requestId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(expenseRequestFiles)
    .where(eq(expenseRequestFiles.requestId, requestId))
    .orderBy(asc(expenseRequestFiles.uploadedAt), asc(expenseRequestFiles.id));
}

/** `known`: the request's items when the caller has them in hand (read under the same lock), else read here. */
export async function detailView(
  db: DbOrTx,
  caller: ExpenseCaller,
  row: RequestRow,
  known?: ItemRow[],
): Promise<RequestDetail> {
  const [items, files] = await Promise.all([known ?? requestItems(db, row.id), requestFiles(db, row.id)]);
  return detailOf(caller, row, items, files);
}

export function detailOf(
  caller: ExpenseCaller,
  row: RequestRow,
  items: readonly ItemRow[],
  files: readonly FileRow[],
): RequestDetail {
  return {
    ...summaryView(caller, row),
    requested_items: items.map(itemView),
    attached_files: files.map(fileView),
  };
}

/** The stored amounts, approval state and item count, derived from the items (never from what was sent). */
export function derivedColumns(items: readonly Pick<ItemRow, 'amount' | 'decision'>[]) {
  const amounts = amountsOf(
    items.map((item) => ({
      amount: item.amount,
      isApproved: item.decision === 'approved',
      isRejected: item.decision === 'rejected',
    })),
  );
  return {
    totalAmount: amounts.totalRequestAmount,
    approvedAmount: amounts.approvedAmount,
    rejectedAmount: amounts.rejectedAmount,
    pendingAmount: amounts.pendingApprovalAmount,
    approvalState: approvalStateOf(amounts),
    itemCount: items.length,
  };
}

export async function insertHistory(
  db: DbOrTx,
  request: Pick<RequestRow, 'id' | 'orgId'>,
  caller: Pick<ExpenseCaller, 'userId' | 'userName'>,
  drafts: readonly HistoryDraft[],
): Promise<void> {
  if (drafts.length === 0) return;
  await db.insert(expenseRequestHistory).values(
    drafts.map((draft) => ({
      orgId: request.orgId,
      requestId: request.id,
      actorId: caller.userId,
      actorName: caller.userName,
      action: draft.action,
      itemId: draft.itemId ?? null,
      fileId: draft.fileId ?? null,
      subject: draft.subject ?? null,
      fromValue: draft.from ?? null,
      toValue: draft.to ?? null,
    })),
  );
}

export function requestHistory(db: DbOrTx, requestId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(expenseRequestHistory)
    .where(eq(expenseRequestHistory.requestId, requestId))
    .orderBy(asc(expenseRequestHistory.id));
}
