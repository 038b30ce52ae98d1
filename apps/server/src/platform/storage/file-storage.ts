import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live: local disk, or an S3 bucket (s3-storage.ts) behind the same interface. */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; a stream is written without buffering it. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups read the whole store through it). */
  list(): AsyncIterable<string>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/** Every driver refuses the same keys: no way out of its root, nothing a file system or URL would bend. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function localDiskStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => path.join(rootDir, assertSafeKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target, then renamed: a reader never sees half a file, even from another process.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      // Opened here, not by the stream later: a file deleted meanwhile is 'not there' now, and never an
      // error event the stream emits before anyone listens (which would end the process).
      const handle = await open(resolve(key), 'r').catch(() => null);
      if (!handle) return null;
      const info = await handle.stat().catch(() => null);
      if (!info?.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: info.size };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    list: () => keysUnder(rootDir, ''),
  };
}

/** The files under a folder as keys; a put still being written (`.partial`) is not a stored file yet. */
async function* keysUnder(rootDir: string, folder: string): AsyncGenerator<string> {
  const entries = await readdir(path.join(rootDir, folder), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* keysUnder(rootDir, key);
    else if (entry.isFile() && !entry.name.endsWith('.partial')) yield key;
  }
}
