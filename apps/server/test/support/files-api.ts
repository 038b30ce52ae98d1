import type { AddressInfo } from 'node:net';
import type { StoredFile, UploadMetadata } from '@atrium/domain/uploads/uploads.schemas.ts';
import type { FastifyInstance } from 'fastify';
import { type DetailedError, Upload } from 'tus-js-client';

/** tus needs real HTTP: the app listens on an ephemeral port and the tests talk to it over the network. */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type Metadata = Omit<UploadMetadata, 'filetype'> & { filetype?: string };

const tusMetadata = (metadata: Metadata): Record<string, string> =>
  Object.fromEntries(
    Object.entries(metadata).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

export interface UploadRun {
  upload: Upload;
  /** Resolves with the stored file, or rejects with tus-js-client's error (its originalResponse holds ours). */
  done: Promise<StoredFile>;
  chunks: number[];
}

/** Starts a tus-js-client upload of the bytes in 1 MiB chunks, as the browser does; no retries. */
export function startUpload(
  baseUrl: string,
  cookie: string,
  data: Buffer,
  metadata: Metadata,
  options: { uploadUrl?: string; onChunk?: (upload: Upload, sent: number) => void } = {},
): UploadRun {
  const chunks: number[] = [];
  let upload!: Upload;
  const done = new Promise<StoredFile>((resolve, reject) => {
    upload = new Upload(data, {
      endpoint: `${baseUrl}/api/uploads`,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: 1024 * 1024,
      retryDelays: [],
      headers: { cookie },
      metadata: tusMetadata(metadata),
      onChunkComplete: (size, sent) => {
        chunks.push(size);
        options.onChunk?.(upload, sent);
      },
      onSuccess: ({ lastResponse }) => resolve(JSON.parse(lastResponse.getBody()) as StoredFile),
      onError: reject,
    });
    upload.start();
  });
  return { upload, done, chunks };
}

/** The status and the JSON error message of a refused upload. */
export function refusalOf(error: unknown): { status: number; message: string } {
  const response = (error as DetailedError).originalResponse;
  if (!response) throw error;
  const body = response.getBody();
  return {
    status: response.getStatus(),
    message: (JSON.parse(body) as { error: { message: string } }).error.message,
  };
}

/** A bare tus creation request (no bytes yet), for refusals of what the upload declares. */
export function createUpload(
  baseUrl: string,
  cookie: string | null,
  metadata: Metadata,
  size: number | null,
): Promise<Response> {
  const encoded = Object.entries(tusMetadata(metadata))
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  return fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-metadata': encoded,
      ...(size === null ? { 'upload-defer-length': '1' } : { 'upload-length': String(size) }),
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** Bytes that differ from position to position, so a misplaced chunk would show. */
export function patternedBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 10)) & 0xff;
  return bytes;
}

/** The message of a JSON error answer. */
export async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}
