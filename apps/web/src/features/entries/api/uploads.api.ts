import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import {
  type StoredFile,
  storedFileSchema,
  UPLOAD_CHUNK_BYTES,
  UPLOADS_PATH,
} from '@atrium/domain/uploads/uploads.schemas.ts';
import { Upload } from 'tus-js-client';
import { ApiError } from '../../../app/api-client.ts';
import { safeJson, tusUploadError } from '../../../app/tus-errors.ts';

/** Reports how many bytes of the batch have been sent, for the progress bar. */
export type UploadProgress = (sentBytes: number, totalBytes: number) => void;

/** A stored file as a file field holds it: metadata values start empty. */
export type UploadedFile = StoredFile & { metaData: Record<string, string | number | null> };

/**
 * Uploads the chosen files of a file field (or of a file column of a table field) one after another with
 * the tus protocol in 1 MiB chunks, and returns them stored. An upload cut off by a dropped connection is
 * retried from where the server stopped; one cut off by a reload resumes when the same file is chosen again.
 * A refusal carries the server's words ('.exe file is not allowed'); anything else reads
 * 'Failed to upload files to bucket.'.
 */
export async function uploadFiles(
  formId: string,
  fieldId: string,
  files: File[],
  onProgress: UploadProgress,
  columnId?: string,
): Promise<UploadedFile[]> {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const uploaded: UploadedFile[] = [];
  let doneBytes = 0;
  onProgress(0, totalBytes);
  for (const file of files) {
    const stored = await uploadOne(file, { formId, fieldId, columnId }, (sent) =>
      onProgress(doneBytes + sent, totalBytes),
    );
    doneBytes += file.size;
    uploaded.push({ ...stored, metaData: {} });
  }
  onProgress(totalBytes, totalBytes);
  return uploaded;
}

interface Target {
  formId: string;
  fieldId: string;
  columnId: string | undefined;
}

function uploadOne(file: File, target: Target, onSent: (bytes: number) => void): Promise<StoredFile> {
  return new Promise<StoredFile>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(UPLOADS_PATH, window.location.origin).toString(),
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: {
        formId: target.formId,
        fieldId: target.fieldId,
        ...(target.columnId ? { columnId: target.columnId } : {}),
        filename: file.name,
        filetype: file.type || 'application/octet-stream',
      },
      // The same file chosen for another field is another upload: the field is part of the fingerprint.
      fingerprint: async () =>
        [
          'atrium-upload',
          target.formId,
          target.fieldId,
          target.columnId ?? '',
          file.name,
          file.size,
          file.lastModified,
        ].join(':'),
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => onSent(sent),
      onSuccess: ({ lastResponse }) => {
        const parsed = storedFileSchema.safeParse(safeJson(lastResponse.getBody()));
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(0, 'internal', fileMessages.uploadFailed));
      },
      onError: (error) => reject(tusUploadError(error, fileMessages.uploadFailed)),
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const [latest] = previous;
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
