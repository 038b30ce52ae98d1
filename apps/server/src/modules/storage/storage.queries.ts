import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { StorageCaller } from './storage.caller.ts';
import { visibleFiles } from './storage-files.filter.ts';
import { fileByKey } from './storage-files.repo.ts';
import { orgFolders } from './storage-folders.repo.ts';

/** Whether the caller may read the file stored under this key: its row, through the one permission filter. */
export async function mayReadStoredBill(db: DbOrTx, caller: StorageCaller, key: string): Promise<boolean> {
  return (await fileByKey(db, visibleFiles(caller), key)) !== null;
}

/**
 * An access list whose storage folders are the organisation's, each named as the folder is now; null when a
 * folder is not one of them (another organisation's, or made up). Users' access is saved through it.
 */
export async function withOrgFolders(
  db: DbOrTx,
  orgId: string,
  access: AccessEntry[],
): Promise<AccessEntry[] | null> {
  const storage = access.find((entry) => entry.app === APP.storage);
  if (!storage?.folders?.length) return access;
  const names = new Map((await orgFolders(db, orgId)).map((row) => [row.id, row.displayName]));
  const folders: NonNullable<AccessEntry['folders']> = [];
  for (const folder of storage.folders) {
    const name = names.get(folder.folder_drive_id);
    if (name === undefined) return null;
    folders.push({ ...folder, folder_name: name });
  }
  return access.map((entry) => (entry === storage ? { ...entry, folders } : entry));
}
