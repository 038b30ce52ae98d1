import { mayInAccess } from '@atrium/domain/access/access-rights.ts';
import { createFolderRefusal } from '@atrium/domain/storage/folder-rules.ts';
import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { CreateFolder, MyFolder, StorageFolder } from '@atrium/domain/storage/storage.schemas.ts';
import { folderRights } from '@atrium/domain/storage/storage-rights.ts';
import type { AppContext } from '../../app-context.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/errors.ts';
import { rolesOn, storageCaller } from './storage.caller.ts';
import { publishStorageChanged } from './storage.events.ts';
import { folderView, insertFolder, orgFolders, pathTaken } from './storage-folders.repo.ts';

type Deps = Pick<AppContext, 'db'>;

/**
 * Every folder of the organisation: the tree a new folder is added to, and the folders the user dialogs
 * offer (docs/decisions/0026).
 */
export async function listFolders(ctx: Deps, auth: AuthContext): Promise<{ folders: StorageFolder[] }> {
  // Those who give users their access pick folders in the user dialogs, with or without storage themselves.
  const assigner =
    auth.kind === 'org' &&
    (mayInAccess(auth.actor, 'assign-app-access') || mayInAccess(auth.actor, 'create-user'));
  const orgId = assigner ? orgCaller(auth).orgId : storageCaller(auth).orgId;
  return { folders: (await orgFolders(ctx.db, orgId)).map(folderView) };
}

/** The folders the caller holds roles on (admins: all), with what each lets them do. */
export async function myFolders(ctx: Deps, auth: AuthContext): Promise<{ folders: MyFolder[] }> {
  const caller = storageCaller(auth);
  const rows = await orgFolders(ctx.db, caller.orgId);
  const folders: MyFolder[] = [];
  for (const row of rows) {
    const roles = rolesOn(caller, row.id);
    if (!caller.isOrgAdmin && roles.length === 0) continue;
    const { accessLine, view, delete: remove, filterByUploader } = folderRights(roles, caller.isOrgAdmin);
    folders.push({ ...folderView(row), accessLine, view, delete: remove, filterByUploader });
  }
  return { folders };
}

/** A new folder configuration; org admins only. An existing path, in any letter case, is a 409. */
export async function createFolder(
  ctx: Deps,
  auth: AuthContext,
  input: CreateFolder,
): Promise<{ folder: StorageFolder; message: string }> {
  const caller = storageCaller(auth);
  if (!caller.isOrgAdmin) throw forbidden(m.onlyAdminsCreateFolders);
  const refusal = createFolderRefusal(input);
  if (refusal) throw badRequest(refusal);
  const basePath = input.basePath.trim();
  if (await pathTaken(ctx.db, caller.orgId, basePath)) throw conflict(m.pathExists);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertFolder(tx, {
        orgId: caller.orgId,
        displayName: input.displayName.trim(),
        basePath,
        creationConfig: input.creationConfig,
        createdBy: caller.userId,
        createdByName: caller.userName,
      });
      await publishStorageChanged(tx, caller.orgId);
      return inserted;
    });
    return { folder: folderView(row), message: m.folderCreated };
  } catch (error) {
    // Two admins adding the same path at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error, 'storage_folders_path_idx')) throw conflict(m.pathExists);
    throw error;
  }
}
