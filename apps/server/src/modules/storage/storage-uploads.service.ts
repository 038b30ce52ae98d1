import type { Readable } from 'node:stream';
import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import {
  type CreationConfig,
  datePathOf,
  type StorageUploadMetadata,
  type StoredBill,
  storageUploadMetadataSchema,
} from '@atrium/domain/storage/storage.schemas.ts';
import {
  isAcceptedExtension,
  latestIssuedOn,
  MAX_STORAGE_FILE_BYTES,
  MAX_STORAGE_FILE_GIB,
  storageExtensionOf,
  storageFileNameRefusal,
} from '@atrium/domain/storage/storage-upload-rules.ts';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { eq } from 'drizzle-orm';
import { fileTypeStream as sniffStream } from 'file-type';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { storageFiles } from '../../platform/db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { UploadDatastore } from '../../platform/storage/upload-datastore.ts';
import { storeSniffed } from '../uploads/sniffed-store.ts';
import { rightsOn, type StorageCaller } from './storage.caller.ts';
import { publishStorageChanged } from './storage.events.ts';
import { fileById, insertFile } from './storage-files.repo.ts';
import { orgFolder } from './storage-folders.repo.ts';
import { billView } from './storage-list.ts';

/** How much of the start of a file the type sniffing sees (OOXML names its kind in its first entry). */
const _SNIFF_BYTES = 256 * 1024;

/**
 * file-type's Node entry (the one Node loads): the type checker, resolving for bundlers, sees only its
 * web-stream signature.
 */
const _fileTypeStream = sniffStream as unknown as (
  stream: Readable,
  options: { sampleSize: number },
) => Promise<Readable & { fileType?: { ext: string; mime: string } }>;

/** Whether a tus upload is for a storage folder (entry-file uploads name a form instead). */
export const isStorageUpload = (metadata: Record<string, string | null> | undefined) =>
  metadata?.target === 'storage';

/** The upload's metadata, each missing part refused with the words of the screen that gives it. */
export function storageMetadataOf(raw: Record<string, string | null> | undefined): StorageUploadMetadata {
  const parsed = storageUploadMetadataSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  if (field === 'folderId') throw badRequest(m.selectFolder);
  if (field === 'issuedOn') throw badRequest(m.issuedRequired);
  if (field === 'filename') throw badRequest(m.noFileSelected);
  throw badRequest(m.uploadFailed);
}

/**
 * May the caller put a file of this name, date and size into the folder? Checked when the upload is created
 * and again when its last byte arrives (roles may have changed in between).
 */
export async function authorizeStorageUpload(
  db: DbOrTx,
  caller: StorageCaller,
  metadata: StorageUploadMetadata,
  size: number,
  now = new Date(),
) {
  const folder = await orgFolder(db, caller.orgId, metadata.folderId);
  if (!folder) throw notFound(m.folderNotFound);
  if (!rightsOn(caller, folder.id).held) throw forbidden(m.noFolderAccess);
  if (metadata.issuedOn > latestIssuedOn(now)) throw badRequest(m.issuedInFuture);
  const nameRefusal = storageFileNameRefusal(metadata.filename);
  if (nameRefusal) throw badRequest(nameRefusal);
  if (!isAcceptedExtension(storageExtensionOf(metadata.filename))) throw badRequest(m.typeNotAccepted);
  if (size > MAX_STORAGE_FILE_BYTES)
    throw new AppError(413, 'payload_too_large', m.fileTooLarge(MAX_STORAGE_FILE_GIB));
  return folder;
}

/**
 * Moves a finished upload into the file store and records it: the first bytes must agree with the
 * extension; the bytes stream from the upload store into the file store while their SHA-256 is computed,
 * never held whole. On any refusal or failure nothing is left: no row, no stored bytes.
 */
export async function storeStorageUpload(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  datastore: UploadDatastore,
  caller: StorageCaller,
  uploadId: string,
  metadata: StorageUploadMetadata,
  size: number,
): Promise<StoredBill> {
  const folder = await authorizeStorageUpload(ctx.db, caller, metadata, size);
  const extension = storageExtensionOf(metadata.filename);
  const datePath = datePathOf(folder.creationConfig as CreationConfig, metadata.issuedOn);
  const owner = { kind: 'storage-folder', orgId: caller.orgId, folderId: folder.id, datePath } as const;
  const key = fileKeyOf(owner, uploadId, metadata.filename);
  const mismatch = () => badRequest(m.typeMismatch(extension));
  // The store could not take the file at its date path (disk or bucket refused): the spec's words for it.
  const storeFailed = (error: unknown) =>
    Object.assign(new AppError(503, 'internal', m.resolveFolderFailed), { cause: error });
  try {
    const {
      contentType,
      size: bytes,
      sha256,
    } = await storeSniffed(ctx.storage, datastore, uploadId, key, extension, mismatch, storeFailed);
    const id = await ctx.db.transaction(async (tx) => {
      const inserted = await insertFile(tx, {
        orgId: caller.orgId,
        folderId: folder.id,
        storageKey: key,
        fileName: metadata.filename,
        extension,
        size: bytes,
        contentType,
        sha256,
        path: [folder.basePath, datePath, metadata.filename].filter(Boolean).join('/'),
        issuedOn: metadata.issuedOn,
        uploadedBy: caller.userId,
        uploadedByName: caller.userName,
      });
      await publishStorageChanged(tx, caller.orgId);
      return inserted;
    });
    const row = await fileById(ctx.db, eq(storageFiles.orgId, caller.orgId), id);
    if (!row) throw new Error('the stored file was not found');
    return billView(caller, row);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
