import type { CreationConfig, StorageFolder } from '@atrium/domain/storage/storage.schemas.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { storageFolders } from '../../platform/db/schema.ts';

type FolderRow = typeof storageFolders.$inferSelect;

export function folderView(row: FolderRow): StorageFolder {
  return {
    id: row.id,
    displayName: row.displayName,
    basePath: row.basePath,
    creationConfig: row.creationConfig as CreationConfig,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
  };
}

/** Every folder of the organisation, in path order (the tree of the Create Folder Path screen). */
export function orgFolders(db: DbOrTx, orgId: string): Promise<FolderRow[]> {
  return db
    .select()
    .from(storageFolders)
    .where(eq(storageFolders.orgId, orgId))
    .orderBy(asc(sql`lower(${storageFolders.basePath})`));
}

/** One folder of the organisation; another organisation's is not found. */
export async function orgFolder(db: DbOrTx, orgId: string, folderId: string): Promise<FolderRow | null> {
  const [row] = await db
    .select()
    .from(storageFolders)
    .where(and(eq(storageFolders.orgId, orgId), eq(storageFolders.id, folderId)));
  return row ?? null;
}

/** Whether a folder of the organisation has this path, whatever its letter case. */
export async function pathTaken(db: DbOrTx, orgId: string, basePath: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storageFolders.id })
    .from(storageFolders)
    .where(and(eq(storageFolders.orgId, orgId), sql`lower(${storageFolders.basePath}) = lower(${basePath})`))
    .limit(1);
  return row !== undefined;
}

export async function insertFolder(
  db: DbOrTx,
  values: typeof storageFolders.$inferInsert,
): Promise<FolderRow> {
  const [row] = await db.insert(storageFolders).values(values).returning();
  if (!row) throw new Error('the folder was not inserted');
  return row;
}
