import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import { assertSafeKey, type FileStorage } from './file-storage.ts';
import { s3ClientConfig } from './s3-client.ts';

/** Parts of a streamed put: S3's 5 MiB floor, a little above; two in flight bound the memory a put holds. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Files in an S3 bucket (AWS or any S3-compatible server), under the settings' key prefix. */
export function s3Storage(
  settings: S3Settings,
  client = new S3Client(s3ClientConfig(settings)),
): FileStorage {
  const Bucket = settings.bucket;
  const keyOf = (key: string) => settings.prefix + assertSafeKey(key);
  return {
    async put(key, data) {
      const Key = keyOf(key);
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length }));
        return;
      }
      // The length of a stream is unknown: a multipart upload sends it part by part, never all of it at once.
      // S3 shows the object only once the upload completes, so a reader never sees half a file.
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: data },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      const failed = new Promise<never>((_, reject) => data.once('error', reject));
      failed.catch(() => {});
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        // Nothing half-written stays in the bucket, and the source stops being read.
        await upload.abort().catch(() => {});
        data.destroy();
        throw error;
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 sent no stream for ${key}`);
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key as a success: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(settings.prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
