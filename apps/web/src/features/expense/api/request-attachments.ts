import { fillPath } from '@atrium/domain/common/contract.ts';
import { expenseRequestsContract as contract } from '@atrium/domain/expense/expense-requests.contract.ts';
import {
  type RequestUploadAnswer,
  requestUploadAnswerSchema,
} from '@atrium/domain/expense/expense-requests.schemas.ts';
import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { UPLOAD_CHUNK_BYTES } from '@atrium/domain/uploads/uploads.schemas.ts';
import { callApi, errorMessage } from '../../../app/api-client.ts';
import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { tusUpload } from '../../../app/tus-upload.ts';

// Attachments of a transfer request (decision 0028): uploaded with tus (target 'transfer-request'), read
// through the content route, deleted softly with the version read.

/** Where an attachment's bytes are read; `inline` opens images and PDFs in the browser. */
export function attachmentContentUrl(requestId: string, fileId: string, inline = false): string {
  const path = fillPath(contract.fileContent.path, { requestId, fileId });
  return inline ? `${path}?inline=1` : path;
}

/** Progress of one file of a batch: its place in the batch and the bytes sent of it. */
export type AttachmentProgress = (index: number, sent: number, total: number) => void;

/** How one file of a batch ended: the file as listed on the request, or the server's words why not. */
export type AttachmentOutcome =
  | { name: string; ok: true; answer: RequestUploadAnswer }
  | { name: string; ok: false; error: string };

/** Uploads one file to the request, as a 'Revised File' when `revised`; rejects with the server's words. */
export function uploadRequestAttachment(
  requestId: string,
  file: File,
  revised: boolean,
  onSent?: (sent: number, total: number) => void,
): Promise<RequestUploadAnswer> {
  return tusUpload(file, {
    chunkSize: UPLOAD_CHUNK_BYTES,
    metadata: {
      target: 'transfer-request',
      requestId,
      filename: file.name,
      filetype: file.type || 'application/octet-stream',
      revised: revised ? 'true' : 'false',
    },
    fingerprint: ['atrium-transfer', requestId, revised, file.name, file.size, file.lastModified].join(':'),
    onSent,
    parse: (body) => {
      const parsed = requestUploadAnswerSchema.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
    fallback: storageMessages.uploadFailed,
  });
}

/**
 * Uploads the files to the request one after another (the request form calls it right after submitting).
 * A refused file does not stop the others: each file's outcome is told as it ends (`onOutcome`) and all
 * are answered, in the order given.
 */
export async function uploadRequestAttachments(
  requestId: string,
  files: readonly File[],
  revised: boolean,
  onProgress?: AttachmentProgress,
  onOutcome?: (index: number, outcome: AttachmentOutcome) => void,
): Promise<AttachmentOutcome[]> {
  const outcomes: AttachmentOutcome[] = [];
  for (const [index, file] of files.entries()) {
    try {
      const answer = await uploadRequestAttachment(requestId, file, revised, (sent, total) =>
        onProgress?.(index, sent, total),
      );
      outcomes.push({ name: file.name, ok: true, answer });
    } catch (error) {
      outcomes.push({ name: file.name, ok: false, error: errorMessage(error, storageMessages.uploadFailed) });
    }
    onOutcome?.(index, outcomes[index] as AttachmentOutcome);
  }
  return outcomes;
}

/** The request as it is now (after its files changed). */
export async function readRequest(requestId: string) {
  return (await callApi(contract.get, { params: { requestId } })).request;
}

/** Deletes an attachment softly (it moves to Deleted Files), naming the version read. */
export const useDeleteAttachment = () =>
  useRefreshingMutation(
    [queryKeys.expenseRequests],
    ({ requestId, fileId, version }: { requestId: string; fileId: string; version: number }) =>
      callApi(contract.deleteFile, { params: { requestId, fileId }, body: { version } }),
  );
