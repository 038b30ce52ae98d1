import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import {
  type RequestUploadAnswer,
  type RequestUploadMetadata,
  requestUploadMetadataSchema,
} from '@atrium/domain/expense/expense-requests.schemas.ts';
import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import {
  isAcceptedExtension,
  MAX_STORAGE_FILE_BYTES,
  MAX_STORAGE_FILE_GIB,
  storageExtensionOf,
  storageFileNameRefusal,
} from '@atrium/domain/storage/storage-upload-rules.ts';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { expenseRequestFiles, expenseRequests } from '../../platform/db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import type { UploadDatastore } from '../../platform/storage/upload-datastore.ts';
import { storeSniffed } from '../uploads/sniffed-store.ts';
import { type ExpenseCaller, mayExpense } from './expense.caller.ts';
import { expenseChanged } from './expense.events.ts';
import { requireRight, visibleOrNotFound } from './request-change.ts';
import { type FileRow, fileView, insertHistory, orgRequest, type RequestRow } from './requests.repo.ts';

// Attachments arrive through tus (target 'transfer-request'): checked when the upload is created, checked again
// when its last byte arrives, sniffed, streamed into the file store with their SHA-256, then recorded on the
// request in one transaction with its history line and a new version (decision 0028).

/** Whether a tus upload is an attachment of a transfer request. */
export const isRequestUpload = (metadata: Record<string, string | null> | undefined) =>
  metadata?.target === 'transfer-request';

/** The upload's metadata; a missing request or file name is refused in the words of the screen. */
export function requestUploadMetadataOf(
  raw: Record<string, string | null> | undefined,
): RequestUploadMetadata {
  const parsed = requestUploadMetadataSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  if (field === 'requestId') throw notFound(m.requestNotFound);
  if (field === 'filename') throw badRequest(storageMessages.noFileSelected);
  throw badRequest(storageMessages.uploadFailed);
}

/**
 * May the caller attach files to this request? Its creator holding bank-transfer:submit may (the request form
 * attaches right after submitting); anyone else needs to see it (404) and hold the edit right on it (403).
 * No request takes files once cancelled.
 */
export function requireMayAttach(caller: ExpenseCaller, row: RequestRow | null): RequestRow {
  if (!(row && row.createdBy === caller.userId && mayExpense(caller, 'submit'))) {
    const visible = visibleOrNotFound(caller, row);
    requireRight(caller, 'edit', visible);
  }
  const request = row as RequestRow;
  if (request.status === 'cancelled') throw badRequest(m.cancelledIsFinal);
  return request;
}

/** The file's name, type and size as declared; the same rules as a storage folder's (storage-upload-rules). */
function requireAcceptedFile(metadata: RequestUploadMetadata, size: number): string {
  const nameRefusal = storageFileNameRefusal(metadata.filename);
  if (nameRefusal) throw badRequest(nameRefusal);
  const extension = storageExtensionOf(metadata.filename);
  if (!isAcceptedExtension(extension)) throw badRequest(m.attachmentTypeNotAccepted);
  if (size > MAX_STORAGE_FILE_BYTES)
    throw new AppError(413, 'payload_too_large', storageMessages.fileTooLarge(MAX_STORAGE_FILE_GIB));
  return extension;
}

/** Checked when the upload is created and again when its last byte arrives (roles may change in between). */
export async function authorizeRequestUpload(
  db: DbOrTx,
  caller: ExpenseCaller,
  metadata: RequestUploadMetadata,
  size: number,
): Promise<string> {
  requireMayAttach(caller, await orgRequest(db, caller.orgId, metadata.requestId));
  return requireAcceptedFile(metadata, size);
}

type NewAttachment = Pick<
  FileRow,
  'storageKey' | 'fileName' | 'size' | 'contentType' | 'sha256' | 'isRevised'
>;

/**
 * Records a stored file on its request, in one transaction: lock the request, check again that the caller may
 * attach and that it is not cancelled, add the file, write the history line ('file-added', New File or Revised
 * File), bump the version; the change is announced once committed. Uploads name no version: adding a file never
 * overwrites anything, so it lands on whatever version the request has.
 */
export async function recordAttachment(
  db: Db,
  caller: ExpenseCaller,
  requestId: string,
  file: NewAttachment,
): Promise<RequestUploadAnswer> {
  const answer = await db.transaction(async (tx) => {
    const request = requireMayAttach(caller, await orgRequest(tx, caller.orgId, requestId, true));
    const [row] = await tx
      .insert(expenseRequestFiles)
      .values({
        ...file,
        orgId: caller.orgId,
        requestId: request.id,
        uploadedBy: caller.userId,
        uploadedByName: caller.userName,
      })
      .returning();
    const inserted = row as FileRow;
    const [changed] = await tx
      .update(expenseRequests)
      .set({ version: sql`${expenseRequests.version} + 1`, updatedAt: sql`now()` })
      .where(eq(expenseRequests.id, request.id))
      .returning({ version: expenseRequests.version });
    await insertHistory(tx, request, caller, [
      {
        action: 'file-added',
        fileId: inserted.id,
        subject: inserted.fileName,
        to: inserted.isRevised ? 'Revised File' : 'New File',
      },
    ]);
    return { file: fileView(inserted), version: changed?.version ?? request.version + 1 };
  });
  expenseChanged(db, caller.orgId, requestId);
  return answer;
}

/**
 * Moves a finished upload into the file store and records it on the request. The first bytes must agree with
 * the extension; the bytes stream into the store while their SHA-256 is computed, never held whole. On any
 * refusal or failure nothing is left: no row, no stored bytes.
 */
export async function storeRequestUpload(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  datastore: UploadDatastore,
  caller: ExpenseCaller,
  uploadId: string,
  metadata: RequestUploadMetadata,
  size: number,
): Promise<RequestUploadAnswer> {
  const extension = await authorizeRequestUpload(ctx.db, caller, metadata, size);
  const owner = { kind: 'transfer-request', orgId: caller.orgId, requestId: metadata.requestId } as const;
  const key = fileKeyOf(owner, uploadId, metadata.filename);
  const mismatch = () => badRequest(m.attachmentTypeMismatch(extension));
  try {
    const stored = await storeSniffed(ctx.storage, datastore, uploadId, key, extension, mismatch);
    return await recordAttachment(ctx.db, caller, metadata.requestId, {
      storageKey: key,
      fileName: metadata.filename,
      ...stored,
      isRevised: metadata.revised === 'true',
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
