import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { storageFiles, storageFolders } from '../../platform/db/schema.ts';

/** A file row with its folder's display name, and its place in the list's order (the keyset cursor). */
const fileColumns = {
  id: storageFiles.id,
  orgId: storageFiles.orgId,
  folderId: storageFiles.folderId,
  folderName: storageFolders.displayName,
  storageKey: storageFiles.storageKey,
  fileName: storageFiles.fileName,
  extension: storageFiles.extension,
  size: storageFiles.size,
  contentType: storageFiles.contentType,
  path: storageFiles.path,
  issuedOn: storageFiles.issuedOn,
  uploadedOn: storageFiles.uploadedOn,
  uploadedBy: storageFiles.uploadedBy,
  uploadedByName: storageFiles.uploadedByName,
  thumbnailKey: storageFiles.thumbnailKey,
  // Microseconds kept: a cursor cut to milliseconds would skip or repeat files uploaded in the same ms.
  position: sql<string>`to_char(${storageFiles.uploadedOn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export interface FileRow {
  id: string;
  orgId: string;
  folderId: string;
  folderName: string;
  storageKey: string;
  fileName: string;
  extension: string;
  size: number;
  contentType: string;
  path: string;
  issuedOn: string;
  uploadedOn: Date;
  uploadedBy: string;
  uploadedByName: string;
  thumbnailKey: string | null;
  position: string;
}

/**
 * Newest upload first, in the exact order of the list indexes (DESC NULLS LAST, as they were made): the
 * planner walks an index only when the order matches it, nulls included.
 */
const NEWEST_FIRST = [
  sql`${storageFiles.uploadedOn} desc nulls last`,
  sql`${storageFiles.id} desc nulls last`,
];

const selectFiles = (db: DbOrTx) =>
  db
    .select(fileColumns)
    .from(storageFiles)
    .innerJoin(storageFolders, eq(storageFolders.id, storageFiles.folderId))
    .$dynamic();

/** Where the previous page ended: its last file's upload time (microseconds) and id. */
export interface Position {
  uploadedOn: string;
  id: string;
}

/** One page of the files `where` gives, newest upload first, after `after` (keyset: fast on any page). */
export function filesPage(db: DbOrTx, where: SQL, after: Position | null, limit: number): Promise<FileRow[]> {
  const past = after
    ? sql`(${storageFiles.uploadedOn}, ${storageFiles.id}) < (${after.uploadedOn}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return selectFiles(db)
    .where(and(where, past))
    .orderBy(...NEWEST_FIRST)
    .limit(limit) as Promise<FileRow[]>;
}

/** The files of these ids that `where` lets through (the rest are unknown to the caller). */
export function filesByIds(db: DbOrTx, where: SQL, ids: readonly string[]): Promise<FileRow[]> {
  return selectFiles(db)
    .where(and(where, inArray(storageFiles.id, [...ids])))
    .orderBy(...NEWEST_FIRST) as Promise<FileRow[]>;
}

export async function fileById(db: DbOrTx, where: SQL, id: string): Promise<FileRow | null> {
  const [row] = await filesByIds(db, where, [id]);
  return row ?? null;
}

/** Whether a file of this id was ever uploaded to the organisation, deleted or not, visible or not. */
export async function everUploaded(db: DbOrTx, orgId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storageFiles.id })
    .from(storageFiles)
    .where(and(eq(storageFiles.orgId, orgId), eq(storageFiles.id, id)))
    .limit(1);
  return row !== undefined;
}

/** The file stored under a key, if `where` lets it through (the generic file read of /api/files). */
export async function fileByKey(db: DbOrTx, where: SQL, key: string): Promise<FileRow | null> {
  const [row] = (await selectFiles(db)
    .where(and(where, eq(storageFiles.storageKey, key)))
    .limit(1)) as FileRow[];
  return row ?? null;
}

/** The earliest live file of the folder with this content, and whether `visible` lets the caller see it. */
export async function sameContent(
  db: DbOrTx,
  orgId: string,
  folderId: string,
  sha256: string,
  visible: SQL,
): Promise<{ fileName: string; uploadedOn: Date; uploadedByName: string; visible: boolean } | null> {
  const [row] = await db
    .select({
      fileName: storageFiles.fileName,
      uploadedOn: storageFiles.uploadedOn,
      uploadedByName: storageFiles.uploadedByName,
      visible: sql<boolean>`coalesce((${visible}), false)`,
    })
    .from(storageFiles)
    .where(
      and(
        eq(storageFiles.orgId, orgId),
        eq(storageFiles.folderId, folderId),
        eq(storageFiles.sha256, sha256),
        sql`not ${storageFiles.isDeleted}`,
      ),
    )
    .orderBy(storageFiles.uploadedOn)
    .limit(1);
  return row ?? null;
}

export async function insertFile(db: DbOrTx, values: typeof storageFiles.$inferInsert): Promise<string> {
  const [row] = await db.insert(storageFiles).values(values).returning({ id: storageFiles.id });
  if (!row) throw new Error('the file was not inserted');
  return row.id;
}

/** Marks live files deleted; returns how many were. */
export async function softDelete(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
  deletedBy: string,
): Promise<number> {
  const rows = await db
    .update(storageFiles)
    .set({ isDeleted: true, deletedOn: sql`now()`, deletedBy })
    .where(
      and(
        eq(storageFiles.orgId, orgId),
        inArray(storageFiles.id, [...ids]),
        sql`not ${storageFiles.isDeleted}`,
      ),
    )
    .returning({ id: storageFiles.id });
  return rows.length;
}

/** Records a thumbnail made for a file (the first request makes it; later ones read it). */
export async function setThumbnailKey(db: DbOrTx, fileId: string, key: string): Promise<void> {
  await db.update(storageFiles).set({ thumbnailKey: key }).where(eq(storageFiles.id, fileId));
}

/** Files deleted before `before`, a batch at a time, locked so that two processes never take the same. */
export async function takeExpiredDeleted(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<{ id: string; storageKey: string; thumbnailKey: string | null }[]> {
  return db
    .select({
      id: storageFiles.id,
      storageKey: storageFiles.storageKey,
      thumbnailKey: storageFiles.thumbnailKey,
    })
    .from(storageFiles)
    .where(and(sql`${storageFiles.isDeleted}`, lt(storageFiles.deletedOn, before)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteRows(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(storageFiles).where(inArray(storageFiles.id, [...ids]));
}
