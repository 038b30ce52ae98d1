import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportFileKind } from '@atrium/domain/entries/import.ts';

/** Uploads not imported within this time are removed by the next upload. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Who uploaded the file for which form: only they may import it there. */
export interface UploadMeta {
  orgId: string;
  userId: string;
  formId: string;
  fileName: string;
  kind: ImportFileKind;
}

export interface StoredUpload {
  uploadId: string;
  file: string;
  meta: UploadMeta;
}

const uploadsDir = (dataDir: string) => path.join(dataDir, 'tmp', 'imports');
const filesOf = (dataDir: string, uploadId: string) => ({
  file: path.join(uploadsDir(dataDir), `${uploadId}.upload`),
  meta: path.join(uploadsDir(dataDir), `${uploadId}.json`),
});

/** Streams the uploaded file to disk: an import file never sits whole in memory. */
export async function saveUpload(dataDir: string, source: Readable, meta: UploadMeta): Promise<StoredUpload> {
  await mkdir(uploadsDir(dataDir), { recursive: true });
  await removeAbandonedUploads(dataDir);
  const uploadId = randomUUID();
  const paths = filesOf(dataDir, uploadId);
  try {
    await pipeline(source, createWriteStream(paths.file));
    await writeFile(paths.meta, JSON.stringify(meta));
  } catch (error) {
    await removeUpload(dataDir, uploadId);
    throw error;
  }
  return { uploadId, file: paths.file, meta };
}

export async function findUpload(dataDir: string, uploadId: string): Promise<StoredUpload | null> {
  const paths = filesOf(dataDir, uploadId);
  try {
    const meta = JSON.parse(await readFile(paths.meta, 'utf8')) as UploadMeta;
    return { uploadId, file: paths.file, meta };
  } catch {
    return null;
  }
}

export async function removeUpload(dataDir: string, uploadId: string): Promise<void> {
  const paths = filesOf(dataDir, uploadId);
  await Promise.all([rm(paths.file, { force: true }), rm(paths.meta, { force: true })]);
}

async function removeAbandonedUploads(dataDir: string): Promise<void> {
  const dir = uploadsDir(dataDir);
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => null);
    if (info && now - info.mtimeMs > ABANDONED_AFTER_MS) await rm(full, { force: true });
  }
}
