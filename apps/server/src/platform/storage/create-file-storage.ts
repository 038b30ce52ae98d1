import path from 'node:path';
import type { Config } from '../../config.ts';
import { type FileStorage, localDiskStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The S3 bucket when S3 settings are given, otherwise DATA_DIR/files on local disk. */
export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(path.join(config.dataDir, 'files'));
}
