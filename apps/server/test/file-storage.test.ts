import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { storedFileUrl } from '@atrium/domain/uploads/uploads.contract.ts';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type FileStorage, localDiskStorage } from '../src/platform/storage/file-storage.ts';
import { s3ClientConfig } from '../src/platform/storage/s3-client.ts';
import { s3Storage } from '../src/platform/storage/s3-storage.ts';
import { createUploadDatastore } from '../src/platform/storage/upload-datastore.ts';
import { listeningUrl, patternedBytes, startUpload } from './support/files-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { type S3TestServer, startS3Server } from './support/s3-server.ts';
import { call, createTestDatabase, startTestApp } from './support/test-app.ts';

const MiB = 1024 * 1024;

/** 20 MiB made as it is read, with its SHA-256 known ahead: nothing holds the whole of it in memory. */
function generated(size: number): { stream: Readable; sha256: string } {
  const piece = (n: number) => Buffer.alloc(Math.min(MiB, size - n * MiB), n % 251);
  const hash = createHash('sha256');
  const pieces = Math.ceil(size / MiB);
  for (let n = 0; n < pieces; n++) hash.update(piece(n));
  const stream = Readable.from(
    (function* () {
      for (let n = 0; n < pieces; n++) yield piece(n);
    })(),
  );
  return { stream, sha256: hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

interface Driver {
  storage: FileStorage;
  close(): Promise<void>;
}

const drivers: [string, () => Promise<Driver>][] = [
  [
    'local disk',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'atrium-files-'));
      return { storage: localDiskStorage(dir), close: async () => rmSync(dir, { recursive: true }) };
    },
  ],
  [
    'S3 (s3rver), under a key prefix',
    async () => {
      const s3 = await startS3Server();
      const config = loadConfig({ ...s3.env, S3_PREFIX: 'atrium/' });
      if (!config.s3) throw new Error('no S3 settings');
      return { storage: s3Storage(config.s3), close: () => s3.close() };
    },
  ],
];

describe.each(drivers)('the file store on %s', (_name, open) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await open();
  });
  afterAll(() => driver?.close());
  const bytesOf = async (key: string) => {
    const file = await driver.storage.get(key);
    return file && { size: file.size, bytes: await buffer(file.stream) };
  };

  it('gives back the bytes it was given, and replaces them on a second put', async () => {
    const key = 'org-1/folder-a/2026/11/a-bill.pdf';
    await driver.storage.put(key, Buffer.from('first version'));
    expect(await bytesOf(key)).toEqual({ size: 13, bytes: Buffer.from('first version') });
    await driver.storage.put(key, Buffer.from('second'));
    expect(await bytesOf(key)).toEqual({ size: 6, bytes: Buffer.from('second') });
  });

  it('stores a 20 MiB stream of unknown length and reads it back whole', async () => {
    const key = 'org-1/folder-a/large.bin';
    const { stream, sha256 } = generated(20 * MiB);
    await driver.storage.put(key, stream);
    const file = await driver.storage.get(key);
    expect(file?.size).toBe(20 * MiB);
    expect(await sha256Of(file?.stream as Readable)).toEqual({ sha256, size: 20 * MiB });
  });

  it('keeps the earlier file when a stream breaks halfway through a replacing put', async () => {
    const key = 'org-1/folder-a/kept.pdf';
    await driver.storage.put(key, Buffer.from('the earlier file'));
    const broken = Readable.from(
      (function* () {
        yield Buffer.alloc(9 * MiB, 1);
        throw new Error('connection lost');
      })(),
    );
    await expect(driver.storage.put(key, broken)).rejects.toThrow('connection lost');
    expect((await bytesOf(key))?.bytes.toString()).toBe('the earlier file');
  });

  it('answers null for a key it does not hold, and deletes twice without complaint', async () => {
    expect(await driver.storage.get('org-1/never-stored.png')).toBeNull();
    const key = 'org-1/folder-a/gone.txt';
    await driver.storage.put(key, Buffer.from('soon gone'));
    await driver.storage.delete(key);
    await driver.storage.delete(key);
    expect(await driver.storage.get(key)).toBeNull();
  });

  it('refuses keys that climb out or that a file system or address would bend', async () => {
    for (const key of ['../escape', 'org/../../etc/passwd', '/absolute', 'back\\slash', 'space here', '']) {
      await expect(driver.storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      await expect(driver.storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(driver.storage.delete(key)).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe('the S3 key prefix', () => {
  it('keeps every object under the prefix in a shared bucket', async () => {
    const s3 = await startS3Server();
    try {
      const config = loadConfig({ ...s3.env, S3_PREFIX: '/tenant-a/' });
      if (!config.s3) throw new Error('no S3 settings');
      await s3Storage(config.s3).put('org-1/a.txt', Buffer.from('mine'));
      const client = new S3Client(s3ClientConfig(config.s3));
      const raw = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'tenant-a/org-1/a.txt' }));
      expect(await raw.Body?.transformToString()).toBe('mine');
      client.destroy();
    } finally {
      await s3.close();
    }
  });
});

describe('unfinished uploads on S3', () => {
  it('are swept once expired, their parts and record gone from the bucket', async () => {
    const s3 = await startS3Server();
    try {
      const config = loadConfig({ ...s3.env, S3_PREFIX: 'tenant-a', DATA_DIR: tmpdir() });
      const store = await createUploadDatastore(config, 50);
      await store.create(new Upload({ id: 'a1b2', size: 3 * MiB, offset: 0, metadata: {} }));
      expect(await store.write(Readable.from([patternedBytes(MiB)]), 'a1b2', 0)).toBe(MiB);
      expect((await store.getUpload('a1b2')).offset).toBe(MiB);
      const client = new S3Client(s3ClientConfig(config.s3 ?? never()));
      const listed = () => client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'tenant-a/' }));
      expect((await listed()).Contents?.map((o) => o.Key).sort()).toEqual([
        'tenant-a/uploads/a1b2.info',
        'tenant-a/uploads/a1b2.part',
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await store.deleteExpired()).toBe(2);
      expect((await listed()).Contents ?? []).toEqual([]);
      await expect(store.getUpload('a1b2')).rejects.toMatchObject({ status_code: 404 });
      client.destroy();
    } finally {
      await s3.close();
    }
  });
});

describe('uploads through the server on S3', () => {
  let s3: S3TestServer;
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.drop();
    await s3?.close();
  });

  /** An organisation with a form whose file field takes up to 20 MB of anything. */
  async function uploadTarget(app: Awaited<ReturnType<typeof startTestApp>>['app']) {
    const org = await formsOrg(app, await signInMaster(app));
    const files = fieldId();
    const form = await createdForm(formsApi(app, org.adminCookie), {
      fieldConfig: [{ id: files, label: 'Scans', type: 'file', accept: ['any'], maxFileSizeMB: 20 }],
    });
    return { org, metadata: { formId: form.id, fieldId: files, filename: 'scan.bin' } };
  }

  it('stores a tus upload in the bucket and serves it back byte for byte', async () => {
    const server = await startTestApp(testDb.database, s3.env);
    try {
      const { org, metadata } = await uploadTarget(server.app);
      const bytes = patternedBytes(2.5 * MiB);
      const stored = await startUpload(await listeningUrl(server.app), org.adminCookie, bytes, metadata).done;
      const served = await call(server.app, 'GET', storedFileUrl(stored.id), { cookie: org.adminCookie });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      // The bytes are in the bucket, not on the server's disk.
      const direct = new S3Client(s3ClientConfig(server.config.s3 ?? never()));
      const raw = await direct.send(new GetObjectCommand({ Bucket: s3.bucket, Key: stored.id }));
      expect(Buffer.from((await raw.Body?.transformToByteArray()) ?? []).equals(bytes)).toBe(true);
      // The finished upload moved: nothing of it is left among the unfinished ones.
      const left = await direct.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'uploads/' }));
      expect(left.Contents ?? []).toEqual([]);
      direct.destroy();
    } finally {
      await server.close();
    }
  });

  it('resumes, on a new server process, an upload cut after two chunks', async () => {
    const bytes = patternedBytes(12 * MiB + 100);
    const first = await startTestApp(testDb.database, s3.env);
    const { org, metadata } = await uploadTarget(first.app);
    const firstUrl = await listeningUrl(first.app);
    // The first session stops itself after its second chunk, as a closed tab would; then its server goes.
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      startUpload(firstUrl, org.adminCookie, bytes, metadata, {
        onChunk: (upload, sent) => {
          if (sent === 2 * MiB) void upload.abort().then(() => resolve(upload.url ?? ''));
        },
      }).done.then(() => reject(new Error('the upload was not cut')), reject);
    });
    await first.close();

    // A new server on the same database and bucket, with a data folder of its own.
    const second = await startTestApp(testDb.database, s3.env);
    try {
      const secondUrl = await listeningUrl(second.app);
      const resumed = startUpload(secondUrl, org.adminCookie, bytes, metadata, {
        uploadUrl: secondUrl + new URL(uploadUrl).pathname,
      });
      const stored = await resumed.done;
      expect(resumed.chunks).toEqual([...Array(10).fill(MiB), 100]);
      const served = await call(second.app, 'GET', storedFileUrl(stored.id), { cookie: org.adminCookie });
      expect(served.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

function never(): never {
  throw new Error('expected S3 settings');
}
