import { PassThrough, type Readable } from 'node:stream';
import { S3Store } from '@tus/s3-store';
import { ERRORS, MemoryKvStore } from '@tus/server';
import type { S3Settings } from '../../config.ts';
import { prefixKeys, s3ClientConfig } from './s3-client.ts';
import type { UploadDatastore } from './upload-datastore.ts';

/**
 * S3 parts: its 5 MiB floor. The browser's 1 MiB chunks wait in the bucket until a part is full, and each
 * new chunk fetches and rewrites the waiting ones, so the smallest part moves the fewest bytes.
 */
const S3_PART_SIZE = 5 * 1024 * 1024;

const isS3Missing = (error: unknown) =>
  ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes((error as { name?: string } | null)?.name ?? '');

/**
 * The tus S3 store with the two calls the upload routes make. Its own read answers a promise and its own
 * remove fails on a finished upload (S3 has no multipart upload left to abort), so both are made here.
 */
export class S3UploadStore extends S3Store implements UploadDatastore {
  constructor(settings: S3Settings, expiryMs: number) {
    super({
      partSize: S3_PART_SIZE,
      expirationPeriodInMilliseconds: expiryMs,
      // Expiry by object tags needs a bucket lifecycle rule and tag support many S3-compatible servers lack;
      // the hourly sweep removes expired uploads instead.
      useTags: false,
      s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
    });
    prefixKeys(this.client, `${settings.prefix}uploads/`);
  }

  // @ts-expect-error: tus's S3Store.read answers a promise; the upload routes want the stream at once.
  override read(id: string): Readable {
    const out = new PassThrough();
    super.read(id).then(
      (body) => body.on('error', (error) => out.destroy(error)).pipe(out),
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  override async remove(id: string): Promise<void> {
    let uploadId: string | undefined;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (isS3Missing(error)) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    if (uploadId)
      await this.client
        .abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId })
        .catch((error: unknown) => {
          if (!isS3Missing(error)) throw error;
        });
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }] },
    });
    await this.clearCache(id);
  }

  // The store keeps each upload's record in memory and the sweep does not drop it: a swept upload would
  // still look present (and, its parts gone, finished) here. Forgetting them all after a sweep costs one
  // read of the record per upload still going.
  override async deleteExpired(): Promise<number> {
    const deleted = await super.deleteExpired();
    if (deleted > 0) this.cache = new MemoryKvStore();
    return deleted;
  }
}
