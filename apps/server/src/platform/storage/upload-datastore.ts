import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../config.ts';

/** A tus datastore that can also hand back a finished upload's bytes and drop them. */
export type UploadDatastore = DataStore & {
  read(id: string): Readable;
  remove(id: string): Promise<void>;
};

/** Unfinished uploads are dropped a day after they started. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Where tus keeps unfinished uploads (the bytes so far and each upload's metadata). With S3 settings: the
 * bucket, under `uploads/` after the key prefix. Otherwise files under DATA_DIR/uploads. Either way every
 * server process that shares the store can continue any upload, and an upload survives a restart.
 */
export async function createUploadDatastore(
  config: Config,
  expiryMs = UPLOAD_EXPIRY_MS,
): Promise<UploadDatastore> {
  // The S3 client is loaded only where S3 is configured (see create-file-storage.ts).
  if (config.s3) {
    const { S3UploadStore } = await import('./s3-upload-store.ts');
    return new S3UploadStore(config.s3, expiryMs);
  }
  return new FileStore({
    directory: path.join(config.dataDir, 'uploads'),
    expirationPeriodInMilliseconds: expiryMs,
  });
}
