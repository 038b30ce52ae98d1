import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';

/**
 * Client settings for AWS and S3-compatible servers alike. Checksums are sent and checked only where S3
 * requires them: recent SDKs otherwise send CRC32 trailers in aws-chunked bodies, which several
 * S3-compatible servers refuse or store garbled.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

type KeyedInput = {
  Key?: string;
  Prefix?: string;
  Delete?: { Objects?: { Key?: string }[] };
};
type KeyedOutput = { Uploads?: { Key?: string }[]; Contents?: { Key?: string }[] };

const LISTINGS = new Set(['ListMultipartUploadsCommand', 'ListObjectsV2Command']);

/**
 * Puts the prefix before every key a client sends and takes it off the keys S3 lists back, so code that
 * knows nothing of prefixes (the tus S3 store) keeps to its own corner of a shared bucket.
 */
export function prefixKeys<C extends S3Client>(client: C, prefix: string): C {
  if (!prefix) return client;
  const strip = (key: string | undefined) => (key?.startsWith(prefix) ? key.slice(prefix.length) : key);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = { ...(args.input as KeyedInput) };
      if (input.Key !== undefined) input.Key = prefix + input.Key;
      if (LISTINGS.has(context.commandName ?? '')) input.Prefix = prefix + (input.Prefix ?? '');
      if (input.Delete?.Objects)
        input.Delete = {
          ...input.Delete,
          Objects: input.Delete.Objects.map((object) => ({ ...object, Key: prefix + object.Key })),
        };
      const result = await next({ ...args, input });
      const output = result.output as KeyedOutput;
      for (const item of [...(output.Uploads ?? []), ...(output.Contents ?? [])]) item.Key = strip(item.Key);
      return result;
    },
    { step: 'initialize', name: 'atriumKeyPrefix' },
  );
  return client;
}
