import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import {
  type StoredFile,
  UPLOADS_PATH,
  uploadMetadataSchema,
} from '@atrium/domain/uploads/uploads.schemas.ts';
import { Server, type Upload } from '@tus/server';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { createUploadDatastore } from '../../platform/storage/upload-datastore.ts';
import type { UploadsCaller } from './uploads.caller.ts';
import { authorizeUpload } from './uploads.service.ts';

type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onUploadCreate']>>[0];

/** The signed-in caller of each raw request, set by the route before tus sees the request. */
export const callers = new WeakMap<IncomingMessage, UploadsCaller>();

function callerOf(req: TusRequest): UploadsCaller {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const caller = raw ? callers.get(raw) : undefined;
  if (!caller) throw new Error('tus request without a caller');
  return caller;
}

/** tus answers a thrown {status_code, body}: our refusals travel as the API's usual JSON error body. */
function tusRefusal(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return {
    status_code: error.status,
    body: JSON.stringify({ error: { code: error.code, message: error.message } }),
  };
}

function metadataOf(upload: Upload) {
  const parsed = uploadMetadataSchema.safeParse(upload.metadata ?? {});
  if (!parsed.success) throw badRequest(fileMessages.notAFileField);
  return parsed.data;
}

/**
 * The tus server behind /api/uploads. Upload state lives in the shared upload datastore
 * (upload-datastore.ts), so any server process can continue any upload. A finished upload moves into the
 * file storage and its tus copy is removed.
 */
export function createTusServer(ctx: Pick<AppContext, 'db' | 'storage' | 'config'>): Server {
  const datastore = createUploadDatastore(ctx.config);
  return new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST') return;
      // Only the person who started an upload may continue, inspect or cancel it.
      const upload = await datastore.getUpload(uploadId);
      if (upload.metadata?.userId !== callerOf(req).userId)
        throw tusRefusal(notFound(fileMessages.uploadNotFound));
    },
    async onUploadCreate(req, upload) {
      try {
        const caller = callerOf(req);
        if (upload.size === undefined) throw badRequest(fileMessages.sizeRequired);
        const metadata = metadataOf(upload);
        await authorizeUpload(ctx.db, caller, metadata, upload.size);
        return { metadata: { ...upload.metadata, userId: caller.userId, orgId: caller.orgId } };
      } catch (error) {
        throw tusRefusal(error);
      }
    },
    async onUploadFinish(req, upload) {
      try {
        const caller = callerOf(req);
        const metadata = metadataOf(upload);
        const size = upload.size ?? upload.offset;
        const target = await authorizeUpload(ctx.db, caller, metadata, size);
        const place = target.column ? 'table' : 'field';
        const key = fileKeyOf(
          {
            kind: 'entry-field',
            orgId: caller.orgId,
            formId: metadata.formId,
            place,
            fieldId: metadata.fieldId,
          },
          upload.id,
          metadata.filename,
        );
        await ctx.storage.put(key, datastore.read(upload.id));
        await datastore.remove(upload.id);
        const stored: StoredFile = { id: key, name: metadata.filename, size, type: metadata.filetype };
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(stored),
        };
      } catch (error) {
        throw tusRefusal(error);
      }
    },
  });
}

/** Drops unfinished uploads past their expiry, hourly; any process may do it, it is idempotent. */
export function sweepExpiredUploads(server: Server, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => server.cleanUpExpiredUploads().catch(log), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
