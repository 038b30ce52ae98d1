import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What s3rver (CommonJS, untyped) offers that is used here. */
interface S3rverInstance {
  middleware: KoaMiddleware[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point Atrium at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on loopback, its bucket in a temporary folder that goes when it closes.
 * The address is path-style (127.0.0.1:port/bucket/key), as with MinIO and most S3-compatible servers.
 */
export async function startS3Server(options: { port?: number; bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'atrium-test';
  const directory = mkdtempSync(path.join(tmpdir(), 'atrium-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // Before the router: the multipart calls s3rver lacks and S3 has (the tus S3 store needs them).
  server.middleware.splice(server.middleware.length - 1, 0, multipartExtras(server));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * ListParts, AbortMultipartUpload and ListMultipartUploads, answered from s3rver's own record of
 * unfinished multipart uploads (a folder per upload: the key, and each part with its MD5), in S3's XML.
 */
function multipartExtras(server: S3rverInstance): KoaMiddleware {
  const uploadsOf = (bucket: string) => server.store.getResourcePath(bucket, undefined, 'uploads');
  const uploadDir = async (bucket: string, uploadId: string) => {
    const dir = path.join(uploadsOf(bucket), path.basename(uploadId));
    if (!(await stat(dir).catch(() => null))) throw new S3Error('NoSuchUpload', 'No such upload.');
    return dir;
  };
  return async (ctx, next) => {
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const { uploadId } = ctx.query;
    if (key && uploadId && ctx.method === 'DELETE') {
      await rm(await uploadDir(bucket, uploadId), { recursive: true });
      ctx.status = 204;
      return;
    }
    if (key && uploadId && ctx.method === 'GET') {
      const dir = await uploadDir(bucket, uploadId);
      const numbers = (await readdir(dir)).filter((n) => /^\d+$/.test(n)).map(Number);
      const Part = await Promise.all(
        numbers
          .sort((a, b) => a - b)
          .map(async (n) => {
            const [info, md5] = await Promise.all([
              stat(path.join(dir, String(n))),
              readFile(path.join(dir, `${n}.md5`), 'utf8'),
            ]);
            const LastModified = info.mtime.toISOString();
            return { PartNumber: n, LastModified, ETag: `"${md5}"`, Size: info.size };
          }),
      );
      ctx.body = {
        ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, IsTruncated: false, Part },
      };
      return;
    }
    if (!key && ctx.method === 'GET' && 'uploads' in ctx.query) {
      const prefix = ctx.query.prefix ?? '';
      const ids = await readdir(uploadsOf(bucket)).catch(() => [] as string[]);
      const Upload = (
        await Promise.all(
          ids.map(async (UploadId) => {
            const keyFile = path.join(uploadsOf(bucket), UploadId, 'key');
            const Key = await readFile(keyFile, 'utf8').catch(() => null);
            const Initiated = (await stat(keyFile).catch(() => null))?.birthtime.toISOString();
            return Key?.startsWith(prefix) ? { Key, UploadId, Initiated } : null;
          }),
        )
      ).filter((upload) => upload !== null);
      ctx.body = {
        ListMultipartUploadsResult: { Bucket: bucket, Prefix: prefix, IsTruncated: false, Upload },
      };
      return;
    }
    await next();
  };
}
