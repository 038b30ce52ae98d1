import type { Readable } from 'node:stream';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { expenseRequestFiles } from '../../platform/db/schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { expenseCaller } from './expense.caller.ts';
import { changeRequest, visibleOrNotFound } from './request-change.ts';
import { type FileRow, orgRequest } from './requests.repo.ts';

// Attachments of a request: uploaded through tus (target 'transfer-request', attachments-uploads.ts), read,
// soft-deleted (decision 0028).

export interface OpenedAttachment {
  name: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/** The file of this request, or null (a file id of another request is no file of this one). */
export async function requestFile(db: DbOrTx, requestId: string, fileId: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(expenseRequestFiles)
    .where(and(eq(expenseRequestFiles.requestId, requestId), eq(expenseRequestFiles.id, fileId)));
  return row ?? null;
}

/**
 * The bytes of an attachment, for whoever sees the request (404 otherwise). Deleted files stay readable:
 * they are listed under Deleted Files.
 */
export async function openAttachment(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  auth: AuthContext,
  requestId: string,
  fileId: string,
): Promise<OpenedAttachment> {
  const caller = expenseCaller(auth);
  const request = visibleOrNotFound(caller, await orgRequest(ctx.db, caller.orgId, requestId));
  const file = await requestFile(ctx.db, request.id, fileId);
  if (!file) throw notFound(m.attachmentNotFound);
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw notFound(m.attachmentNotFound);
  return { name: file.fileName, contentType: file.contentType, size: stored.size, stream: stored.stream };
}

/**
 * Deletes an attachment softly: it moves to Deleted Files, its bytes stay. Needs the edit right and the
 * version read (changeRequest); deleting a deleted file changes nothing; a cancelled request keeps its files.
 */
export async function deleteAttachment(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  requestId: string,
  fileId: string,
  version: number,
): Promise<{ request: RequestDetail; message: string }> {
  const caller = expenseCaller(auth);
  const request = await changeRequest(
    ctx,
    caller,
    requestId,
    { version, right: 'edit' },
    async (tx, locked) => {
      const file = await requestFile(tx, locked.request.id, fileId);
      if (!file) throw notFound(m.attachmentNotFound);
      if (file.isDeleted) return [];
      if (locked.request.status === 'cancelled') throw badRequest(m.cancelledIsFinal);
      await tx
        .update(expenseRequestFiles)
        .set({ isDeleted: true, deletedAt: sql`now()`, deletedBy: caller.userId })
        .where(eq(expenseRequestFiles.id, file.id));
      return [{ action: 'file-deleted', fileId: file.id, subject: file.fileName }];
    },
  );
  return { request, message: m.attachmentDeleted };
}
