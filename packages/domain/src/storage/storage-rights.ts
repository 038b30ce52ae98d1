import type { AccessEntry } from '../access/access.schemas.ts';
import { APP } from '../access/apps.catalogue.ts';
import type { RightsTable } from '../access/scoped-rights.ts';

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
