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
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import { createUploadDatastore } from '../../platform/storage/upload-datastore.ts';
import {
  authorizeRequestUpload,
  isRequestUpload,
  requestUploadMetadataOf,
  storeRequestUpload,
} from '../expense/attachments-uploads.ts';
import { expenseCaller } from '../expense/expense.caller.ts';
import { storageCaller } from '../storage/storage.caller.ts';
import {
  authorizeStorageUpload,
  isStorageUpload,
  storageMetadataOf,
  storeStorageUpload,
} from '../storage/storage-uploads.service.ts';
import { uploadsCaller } from './uploads.caller.ts';
import { authorizeUpload } from './uploads.service.ts';

type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onUploadCreate']>>[0];

/**
 * The signed-in session of each raw request, set by the route before tus sees the request. Who the caller
 * is depends on the upload's target (a form's file field, or a storage folder), known only inside the hooks.
 */
export const sessions = new WeakMap<IncomingMessage, AuthContext>();

function authOf(req: TusRequest): AuthContext {
  const raw = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const auth = raw ? sessions.get(raw) : undefined;
  if (!auth) throw new Error('tus request without a session');
  return auth;
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
export async function createTusServer(ctx: Pick<AppContext, 'db' | 'storage' | 'config'>): Promise<Server> {
  const datastore = await createUploadDatastore(ctx.config);
  const server = new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST') return;
      // Only the person who started an upload may continue, inspect or cancel it.
      const upload = await datastore.getUpload(uploadId);
      if (upload.metadata?.userId !== authOf(req).user.id)
        throw tusRefusal(notFound(fileMessages.uploadNotFound));
    },
    async onUploadCreate(req, upload) {
      try {
        const auth = authOf(req);
        if (isStorageUpload(upload.metadata)) {
          const caller = storageCaller(auth);
          if (upload.size === undefined) throw badRequest(fileMessages.sizeRequired);
          await authorizeStorageUpload(ctx.db, caller, storageMetadataOf(upload.metadata), upload.size);
          return { metadata: { ...upload.metadata, userId: caller.userId, orgId: caller.orgId } };
        }
        if (isRequestUpload(upload.metadata)) {
          const caller = expenseCaller(auth);
          if (upload.size === undefined) throw badRequest(fileMessages.sizeRequired);
          await authorizeRequestUpload(ctx.db, caller, requestUploadMetadataOf(upload.metadata), upload.size);
          return { metadata: { ...upload.metadata, userId: caller.userId, orgId: caller.orgId } };
        }
        const caller = await uploadsCaller(ctx.db, auth);
        if (upload.size === undefined) throw badRequest(fileMessages.sizeRequired);
        const metadata = metadataOf(upload);
        await authorizeUpload(ctx.db, caller, metadata, upload.size);
        return { metadata: { ...upload.metadata, userId: caller.userId, orgId: caller.orgId } };
      } catch (error) {
        throw tusRefusal(error);
      }
    },
    async onUploadFinish(req, upload) {
      if (isStorageUpload(upload.metadata)) return finishStorageUpload(req, upload);
      if (isRequestUpload(upload.metadata)) return finishRequestUpload(req, upload);
      try {
        const caller = await uploadsCaller(ctx.db, authOf(req));
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
        return jsonAnswer(stored);
      } catch (error) {
        throw tusRefusal(error);
      }
    },
  });

  /** A storage upload is checked again, sniffed and stored; refused or failed, its tus copy goes too. */
  async function finishStorageUpload(req: TusRequest, upload: Upload) {
    try {
      const caller = storageCaller(authOf(req));
      const metadata = storageMetadataOf(upload.metadata);
      const size = upload.size ?? upload.offset;
      const stored = await storeStorageUpload(ctx, datastore, caller, upload.id, metadata, size);
      await datastore.remove(upload.id);
      return jsonAnswer(stored);
    } catch (error) {
      await datastore.remove(upload.id).catch(() => undefined);
      throw tusRefusal(error);
    }
  }

  /** An attachment of a transfer request: checked again, sniffed, stored and recorded; refused, its copy goes. */
  async function finishRequestUpload(req: TusRequest, upload: Upload) {
    try {
      const caller = expenseCaller(authOf(req));
      const metadata = requestUploadMetadataOf(upload.metadata);
      const size = upload.size ?? upload.offset;
      const stored = await storeRequestUpload(ctx, datastore, caller, upload.id, metadata, size);
      await datastore.remove(upload.id);
      return jsonAnswer(stored);
    } catch (error) {
      await datastore.remove(upload.id).catch(() => undefined);
      throw tusRefusal(error);
    }
  }
  return server;
}

function jsonAnswer(body: unknown) {
  return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** Drops unfinished uploads past their expiry, hourly; any process may do it, it is idempotent. */
export function sweepExpiredUploads(server: Server, log: (error: unknown) => void): () => void {
  const timer = setInterval(() => server.cleanUpExpiredUploads().catch(log), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
