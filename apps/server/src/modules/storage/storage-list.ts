import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { ListFilesQuery, StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { isCursorTime } from '../../platform/db/cursor-time.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { storageFiles } from '../../platform/db/schema.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { mayDeleteFile, rightsOn, type StorageCaller } from './storage.caller.ts';
import { visibleFiles } from './storage-files.filter.ts';
import type { FileRow, Position } from './storage-files.repo.ts';
import { orgFolder } from './storage-folders.repo.ts';

export type FileFilters = Omit<ListFilesQuery, 'after' | 'pageSize'>;

/** Images the server makes thumbnails of (HEIC photos are offered for download instead). */
export const THUMBNAIL_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);

/**
 * The permission filter narrowed by the list's filters. A folder of another organisation is not found; one
 * the caller holds no role on is refused; the uploader filter needs View All on every folder it covers.
 */
export async function filteredFiles(db: DbOrTx, caller: StorageCaller, filters: FileFilters): Promise<SQL> {
  if (filters.folderId) {
    if (!(await orgFolder(db, caller.orgId, filters.folderId))) throw notFound(m.folderNotFound);
    if (!rightsOn(caller, filters.folderId).held) throw forbidden(m.noFolderAccess);
  }
  if (filters.uploadedBy && !caller.isOrgAdmin) {
    const covered = filters.folderId
      ? [filters.folderId]
      : caller.folders.map((f) => f.folderId).filter((id) => rightsOn(caller, id).view !== 'none');
    if (covered.some((id) => !rightsOn(caller, id).filterByUploader)) throw forbidden(m.uploaderFilterDenied);
  }
  const utcDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
  return and(
    visibleFiles(caller, filters.folderId),
    filters.uploadedBy ? eq(storageFiles.uploadedBy, filters.uploadedBy) : undefined,
    filters.issuedFrom ? gte(storageFiles.issuedOn, filters.issuedFrom) : undefined,
    filters.issuedTo ? lte(storageFiles.issuedOn, filters.issuedTo) : undefined,
    // Upload days are UTC days; 'to' takes the whole day.
    filters.uploadedFrom ? sql`${storageFiles.uploadedOn} >= ${utcDay(filters.uploadedFrom)}` : undefined,
    filters.uploadedTo
      ? sql`${storageFiles.uploadedOn} < ${utcDay(filters.uploadedTo)} + interval '1 day'`
      : undefined,
  ) as SQL;
}

/** A file as the caller receives it: with whether they may delete it and whether it has a thumbnail. */
export function billView(caller: StorageCaller, row: FileRow): StoredBill {
  return {
    id: row.id,
    folderId: row.folderId,
    folderName: row.folderName,
    fileName: row.fileName,
    extension: row.extension,
    size: row.size,
    contentType: row.contentType,
    path: row.path,
    issuedOn: row.issuedOn,
    uploadedOn: row.uploadedOn.toISOString(),
    uploadedBy: { id: row.uploadedBy, name: row.uploadedByName },
    hasThumbnail: THUMBNAIL_TYPES.has(row.contentType),
    mayDelete: mayDeleteFile(caller, row),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The opaque `next` of a page: where its last file sits in the order. */
export function cursorOf(row: FileRow): string {
  return Buffer.from(JSON.stringify([row.position, row.id])).toString('base64url');
}

export function positionOf(cursor: string): Position {
  try {
    const [uploadedOn, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof uploadedOn === 'string' && isCursorTime(uploadedOn) && typeof id === 'string' && UUID.test(id))
      return { uploadedOn, id };
  } catch {
    // Not JSON: refused below.
  }
  throw badRequest(m.badCursor);
}
