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
 * Where tus keeps unfinished uploads (the bytes so far and each upload's metadata): files under
 * DATA_DIR/uploads, so every server process that shares DATA_DIR can continue any upload, and an upload
 * survives a restart. With S3 settings the parts go to the bucket instead (see file-storage.ts).
 */
export function createUploadDatastore(config: Config): UploadDatastore {
  return new FileStore({
    directory: path.join(config.dataDir, 'uploads'),
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
}
