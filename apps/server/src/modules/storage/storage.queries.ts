import type { DbOrTx } from '../../platform/db/database.ts';
import type { StorageCaller } from './storage.caller.ts';
import { visibleFiles } from './storage-files.filter.ts';
import { fileByKey } from './storage-files.repo.ts';

/** Whether the caller may read the file stored under this key: its row, through the one permission filter. */
export async function mayReadStoredBill(db: DbOrTx, caller: StorageCaller, key: string): Promise<boolean> {
  return (await fileByKey(db, visibleFiles(caller), key)) !== null;
}
