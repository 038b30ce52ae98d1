import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { ListFilesQuery, StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { mayDeleteFile, rightsOn, storageCaller } from './storage.caller.ts';
import { publishStorageChanged } from './storage.events.ts';
import { visibleFiles } from './storage-files.filter.ts';
import {
  everUploaded,
  fileById,
  filesByIds,
  filesPage,
  sameContent,
  softDelete,
} from './storage-files.repo.ts';
import { orgFolder } from './storage-folders.repo.ts';
import { billView, cursorOf, filteredFiles, positionOf } from './storage-list.ts';

type Deps = Pick<AppContext, 'db'>;

/** One page of the files the caller may see, newest upload first. */
export async function listFiles(
  ctx: Deps,
  auth: AuthContext,
  query: ListFilesQuery,
): Promise<{ files: StoredBill[]; next: string | null }> {
  const caller = storageCaller(auth);
  const after = query.after ? positionOf(query.after) : null;
  const where = await filteredFiles(ctx.db, caller, query);
  // One more than a page tells whether another page follows.
  const rows = await filesPage(ctx.db, where, after, query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    files: page.map((row) => billView(caller, row)),
    next: rows.length > query.pageSize && last ? cursorOf(last) : null,
  };
}

/** The folder's earliest live file with this content; its uploader is named only to those who may see it. */
export async function findDuplicate(
  ctx: Deps,
  auth: AuthContext,
  input: { folderId: string; sha256: string },
) {
  const caller = storageCaller(auth);
  if (!(await orgFolder(ctx.db, caller.orgId, input.folderId))) throw notFound(m.folderNotFound);
  if (!rightsOn(caller, input.folderId).held) throw forbidden(m.noFolderAccess);
  const found = await sameContent(ctx.db, caller.orgId, input.folderId, input.sha256, visibleFiles(caller));
  if (!found) return { duplicate: null };
  return {
    duplicate: {
      fileName: found.fileName,
      uploadedOn: found.uploadedOn.toISOString(),
      uploadedBy: found.visible ? found.uploadedByName : null,
    },
  };
}

/** Deletes one file (soft): edit_all, or edit_self on one's own. */
export async function removeFile(ctx: Deps, auth: AuthContext, fileId: string) {
  const caller = storageCaller(auth);
  await ctx.db.transaction(async (tx) => {
    const file = await fileById(tx, visibleFiles(caller), fileId);
    // An id never uploaded here is 'no document'; one deleted, or hidden from the caller, 'already deleted'.
    if (!file)
      throw notFound((await everUploaded(tx, caller.orgId, fileId)) ? m.alreadyDeleted : m.noDocument);
    if (!mayDeleteFile(caller, file)) throw forbidden(m.noDeletePermission);
    if ((await softDelete(tx, caller.orgId, [fileId], caller.userId)) === 0) throw notFound(m.alreadyDeleted);
    await publishStorageChanged(tx, caller.orgId);
  });
  return { message: m.deleted };
}

/** Deletes the chosen files (soft), all or none: one the caller may not see or delete refuses the lot. */
export async function removeFiles(ctx: Deps, auth: AuthContext, input: { fileIds: string[] }) {
  const caller = storageCaller(auth);
  const ids = [...new Set(input.fileIds)];
  const count = await ctx.db.transaction(async (tx) => {
    const files = await filesByIds(tx, visibleFiles(caller), ids);
    if (files.length !== ids.length) throw notFound(m.alreadyDeleted);
    if (!files.every((file) => mayDeleteFile(caller, file))) throw forbidden(m.noDeletePermission);
    // Another request deleting some of them meanwhile: the count falls short and the whole delete rolls back.
    const deleted = await softDelete(tx, caller.orgId, ids, caller.userId);
    if (deleted !== ids.length) throw notFound(m.alreadyDeleted);
    await publishStorageChanged(tx, caller.orgId);
    return deleted;
  });
  return { message: count === 1 ? m.deleted : m.filesDeleted(count) };
}
