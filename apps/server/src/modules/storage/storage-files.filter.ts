import { folderRights } from '@atrium/domain/storage/storage-rights.ts';
import { and, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { storageFiles } from '../../platform/db/schema.ts';
import type { StorageCaller } from './storage.caller.ts';

/**
 * The one permission filter of stored files (docs/decisions/0026): the caller's folder roles as one SQL
 * condition. Live files of the caller's organisation only; a folder with view_all or edit_all shows every
 * file, a folder with only the self variants the caller's own uploads, any other folder nothing. Every
 * path to a file (list, content, thumbnail, zip, delete, duplicates, /api/files?key=) reads through it.
 * `folderId` narrows it to one folder (the list's filter), so the planner picks that folder's index.
 */
export function visibleFiles(caller: StorageCaller, folderId?: string): SQL {
  const live = and(eq(storageFiles.orgId, caller.orgId), not(storageFiles.isDeleted)) as SQL;
  const inFolder = folderId ? eq(storageFiles.folderId, folderId) : undefined;
  if (caller.isOrgAdmin) return and(live, inFolder) as SQL;
  const all: string[] = [];
  const own: string[] = [];
  for (const folder of caller.folders) {
    if (folderId && folder.folderId !== folderId) continue;
    const view = folderRights(folder.roles).view;
    if (view === 'all') all.push(folder.folderId);
    else if (view === 'own') own.push(folder.folderId);
  }
  const reach: SQL[] = [];
  if (all.length > 0) reach.push(inArray(storageFiles.folderId, all));
  if (own.length > 0)
    reach.push(and(inArray(storageFiles.folderId, own), eq(storageFiles.uploadedBy, caller.userId)) as SQL);
  if (reach.length === 0) return sql`false`;
  return and(live, reach.length === 1 ? reach[0] : or(...reach)) as SQL;
}
