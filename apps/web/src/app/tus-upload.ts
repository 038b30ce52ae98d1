import { UPLOADS_PATH } from '@atrium/domain/uploads/uploads.schemas.ts';
import { Upload } from 'tus-js-client';
import { ApiError } from './api-client.ts';
import { safeJson, tusUploadError } from './tus-errors.ts';

/** One file sent to /api/uploads with tus: where it goes (metadata) and how its answer is read. */
export interface TusUploadOptions<T> {
  metadata: Record<string, string>;
  chunkSize: number;
  /**
   * Names the upload, so one cut off by a reload resumes when the same file is sent to the same place again.
   * Leave it out and every upload starts afresh.
   */
  fingerprint?: string;
  onSent?: (sent: number, total: number) => void;
  /** The server's answer read from its JSON body; null when it is not what was expected. */
  parse: (body: unknown) => T | null;
  /** The words of a failure the server did not explain (a lost connection, an answer not understood). */
  fallback: string;
}

/**
 * Uploads one file with tus in chunks; a dropped connection is retried from where the server stopped.
 * Resolves with the parsed answer; rejects with an ApiError in the server's words when it refused.
 */
export function tusUpload<T>(file: Blob, options: TusUploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(UPLOADS_PATH, window.location.origin).toString(),
      chunkSize: options.chunkSize,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: options.metadata,
      ...(options.fingerprint
        ? { fingerprint: async () => options.fingerprint as string, removeFingerprintOnSuccess: true }
        : { storeFingerprintForResuming: false }),
      onProgress: (sent, total) => options.onSent?.(sent, total),
      onSuccess: ({ lastResponse }) => {
        const parsed = options.parse(safeJson(lastResponse.getBody()));
        if (parsed !== null) resolve(parsed);
        else reject(new ApiError(0, 'internal', options.fallback));
      },
      onError: (error) => reject(tusUploadError(error, options.fallback)),
    });
    if (!options.fingerprint) {
      upload.start();
      return;
    }
    upload
      .findPreviousUploads()
      .then(([latest]) => {
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(() => upload.start());
  });
}
