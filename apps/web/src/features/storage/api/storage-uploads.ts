import { storageContract as contract } from '@atrium/domain/storage/storage.contract.ts';
import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import {
  STORAGE_CHUNK_BYTES,
  type StorageUploadMetadata,
  type StoredBill,
  storedBillSchema,
} from '@atrium/domain/storage/storage.schemas.ts';
import { UPLOADS_PATH } from '@atrium/domain/uploads/uploads.schemas.ts';
import { Upload } from 'tus-js-client';
import { ApiError, callApi } from '../../../app/api-client.ts';
import { safeJson, tusUploadError } from '../../../app/tus-errors.ts';

/** Bytes read at a time while hashing: a 1 GiB file never sits in memory, only one slice of it. */
const HASH_SLICE_BYTES = 4 * 1024 * 1024;

/**
 * The SHA-256 of a file, hex, read slice by slice (crypto.subtle can only hash a whole buffer at once).
 * The hashing library is loaded on first use, so it stays out of the app's first download.
 */
export async function sha256OfFile(file: Blob, onProgress: (done: number, total: number) => void) {
  const { createSHA256 } = await import('hash-wasm');
  const hasher = await createSHA256();
  hasher.init();
  onProgress(0, file.size);
  for (let start = 0; start < file.size; start += HASH_SLICE_BYTES) {
    const end = Math.min(start + HASH_SLICE_BYTES, file.size);
    hasher.update(new Uint8Array(await file.slice(start, end).arrayBuffer()));
    onProgress(end, file.size);
  }
  return hasher.digest('hex');
}

/** The earlier live file of the folder with the same content, or null. */
export async function findDuplicate(folderId: string, sha256: string) {
  return (await callApi(contract.duplicate, { body: { folderId, sha256 } })).duplicate;
}

export interface StorageUploadEvents {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (bill: StoredBill) => void;
  onError: (error: ApiError) => void;
  /** An upload cut off earlier (a closed tab) was found on the server and went on from where it stopped. */
  onResumed: () => void;
}

/** One tus upload into a storage folder; `stop` keeps what was sent, `start` goes on from there. */
export interface StorageUpload {
  start: () => void;
  stop: () => void;
  /** Ends the upload and drops what the server holds of it. */
  cancel: () => void;
}

/**
 * Uploads a file into a folder with tus in 1 MiB chunks. A lost connection is retried; an upload cut off by a
 * closed tab is found again by its fingerprint (folder, date, name, size and content hash) and resumed.
 */
export function storageUpload(
  file: Blob,
  metadata: Required<StorageUploadMetadata>,
  events: StorageUploadEvents,
): StorageUpload {
  let found: Promise<void> | null = null;
  // Said once the server took the first chunk at an offset past zero: an earlier upload it had dropped (a
  // refused or expired one) starts afresh and is not called resumed.
  let earlier = false;
  let firstChunk = true;
  const upload = new Upload(file, {
    endpoint: new URL(UPLOADS_PATH, window.location.origin).toString(),
    chunkSize: STORAGE_CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata: { ...metadata },
    fingerprint: async () =>
      [
        'atrium-storage',
        metadata.folderId,
        metadata.issuedOn,
        metadata.filename,
        file.size,
        metadata.sha256,
      ].join(':'),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => events.onProgress(sent, total),
    onChunkComplete: (chunkSize, accepted) => {
      if (firstChunk && earlier && accepted > chunkSize) events.onResumed();
      firstChunk = false;
    },
    onSuccess: ({ lastResponse }) => {
      const parsed = storedBillSchema.safeParse(safeJson(lastResponse.getBody()));
      if (parsed.success) events.onSuccess(parsed.data);
      else events.onError(new ApiError(0, 'incomplete', storageMessages.uploadIncomplete));
    },
    // Without an upload address the server never opened the upload: the session itself failed.
    onError: (error) =>
      events.onError(
        tusUploadError(error, upload.url ? storageMessages.uploadFailed : storageMessages.sessionFailed),
      ),
  });
  const resumeEarlier = async () => {
    try {
      const [latest] = await upload.findPreviousUploads();
      if (latest) {
        upload.resumeFromPreviousUpload(latest);
        earlier = true;
      }
    } catch {
      // No stored uploads to look at (private mode): start afresh.
    }
  };
  return {
    start: () => {
      found ??= resumeEarlier();
      void found.then(() => upload.start());
    },
    // false: keep the upload on the server, so start() goes on where it stopped.
    stop: () => void upload.abort(false),
    cancel: () => void upload.abort(true).catch(() => undefined),
  };
}
