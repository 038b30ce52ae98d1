import path from 'node:path';
import type { Config } from '../../config.ts';
import { type FileStorage, localDiskStorage } from './file-storage.ts';

/**
 * The S3 bucket when S3 settings are given, otherwise DATA_DIR/files on local disk. The S3 client is loaded
 * only where S3 is configured: it is a large part of the server's start-up time and memory.
 */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return localDiskStorage(path.join(config.dataDir, 'files'));
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.s3);
}
