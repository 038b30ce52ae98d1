import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { agreedContentType } from '@atrium/domain/storage/storage-upload-rules.ts';
import { fileTypeStream as sniffStream } from 'file-type';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { UploadDatastore } from '../../platform/storage/upload-datastore.ts';

/** How much of the start of a file the type sniffing sees (OOXML names its kind in its first entry). */
const SNIFF_BYTES = 256 * 1024;

/** file-type's Node entry (the one Node loads); the type checker sees only its web-stream signature. */
const fileTypeStream = sniffStream as unknown as (
  stream: Readable,
  options: { sampleSize: number },
) => Promise<Readable & { fileType?: { ext: string; mime: string } }>;

/**
 * Moves a finished tus upload into the file store under `key`: the first bytes must agree with the
 * extension (else `mismatch` is thrown and nothing is stored); the bytes stream through while their SHA-256
 * is computed, never held whole. The caller records the file and deletes the key if that fails.
 */
export async function storeSniffed(
  storage: FileStorage,
  datastore: UploadDatastore,
  uploadId: string,
  key: string,
  extension: string,
  mismatch: () => Error,
  storeFailed: (error: unknown) => unknown = (error) => error,
): Promise<{ contentType: string; size: number; sha256: string }> {
  const typed = await fileTypeStream(datastore.read(uploadId), { sampleSize: SNIFF_BYTES });
  const contentType = agreedContentType(extension, typed.fileType);
  if (!contentType) {
    typed.destroy();
    throw mismatch();
  }
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  typed.on('error', (error) => hashing.destroy(error));
  await storage.put(key, typed.pipe(hashing)).catch((error: unknown) => {
    throw storeFailed(error);
  });
  return { contentType, size, sha256: hash.digest('hex') };
}
