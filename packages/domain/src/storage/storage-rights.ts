import type { AccessEntry } from '../access/access.schemas.ts';
import { APP } from '../access/apps.catalogue.ts';
import { type Reach, type RightsTable, reachOf } from '../access/scoped-rights.ts';
import { storageMessages } from './storage.messages.ts';

/** Storage roles are given per folder (storage spec §6). */
export const STORAGE_ROLES = [
  'view_bills:view_all',
  'view_bills:view_self',
  'view_bills:edit_all',
  'view_bills:edit_self',
] as const;
export type StorageRole = (typeof STORAGE_ROLES)[number];

export type StorageAction = 'upload' | 'view' | 'filter-by-uploader' | 'delete';

// Short names keep each action on one line, so the table reads as a matrix.
const [VA, VS, EA, ES] = STORAGE_ROLES;

export const STORAGE_RIGHTS: RightsTable<StorageRole, StorageAction> = {
  // Any role on a folder offers it in the upload screen; an upload is always the uploader's own file.
  upload: { [VA]: 'all', [VS]: 'all', [EA]: 'all', [ES]: 'all' },
  // view_all or edit_all shows every file of the folder; the self variants only one's own uploads.
  view: { [VA]: 'all', [VS]: 'own', [EA]: 'all', [ES]: 'own' },
  'filter-by-uploader': { [VA]: 'all', [VS]: 'none', [EA]: 'none', [ES]: 'none' },
  delete: { [VA]: 'none', [VS]: 'none', [EA]: 'all', [ES]: 'own' },
};

/** The roles the actor holds on one folder of the storage app (none when the folder is not theirs). */
export function folderRolesOf(actor: { access: readonly AccessEntry[] }, folderDriveId: string): string[] {
  const storage = actor.access.find((entry) => entry.app === APP.storage);
  return storage?.folders?.find((folder) => folder.folder_drive_id === folderDriveId)?.roles ?? [];
}

/** What one folder's roles let the caller do there: the same answer the server's file filter uses. */
export interface FolderRights {
  view: 'all' | 'own' | 'none';
  delete: 'all' | 'own' | 'none';
  filterByUploader: boolean;
  /** The access line (spec §6): View All, View Self, Edit All, Edit Self, or View None. */
  accessLine: string;
}

const narrow = (reach: Reach): 'all' | 'own' | 'none' =>
  reach === 'all' ? 'all' : reach === 'own' ? 'own' : 'none';

/** The rights of roles held on one folder; org admins hold every role on every folder (docs/decisions/0026). */
export function folderRights(roles: readonly string[], isOrgAdmin = false): FolderRights {
  const held = isOrgAdmin ? [...STORAGE_ROLES] : roles;
  const a = storageMessages.access;
  const words: Record<StorageRole, string> = {
    [VA]: a.viewAll,
    [VS]: a.viewSelf,
    [EA]: a.editAll,
    [ES]: a.editSelf,
  };
  const line = STORAGE_ROLES.filter((role) => held.includes(role)).map((role) => words[role]);
  return {
    view: narrow(reachOf(STORAGE_RIGHTS, held, 'view')),
    delete: narrow(reachOf(STORAGE_RIGHTS, held, 'delete')),
    filterByUploader: reachOf(STORAGE_RIGHTS, held, 'filter-by-uploader') === 'all',
    accessLine: line.length > 0 ? line.join(' · ') : a.none,
  };
}

/** The folders of the actor's storage access, with their roles (an org admin's are all the organisation's). */
export function storageFoldersOf(actor: {
  access: readonly AccessEntry[];
}): { folderId: string; roles: string[] }[] {
  const storage = actor.access.find((entry) => entry.app === APP.storage);
  return (storage?.folders ?? []).map((folder) => ({
    folderId: folder.folder_drive_id,
    roles: folder.roles,
  }));
}
