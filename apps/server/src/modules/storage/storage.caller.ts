import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { hasApp } from '@atrium/domain/access/permissions.ts';
import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { type FolderRights, folderRights, storageFoldersOf } from '@atrium/domain/storage/storage-rights.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';

/**
 * A member of an organisation at work in the storage app, with the roles they hold per folder. The session
 * (and so the user's access) is read from the database on every request, so a change of roles made by
 * another process counts at once.
 */
export interface StorageCaller {
  orgId: string;
  userId: string;
  userName: string;
  /** Org admins hold every role on every folder of their organisation. */
  isOrgAdmin: boolean;
  /** The folders of the caller's storage access and their roles (empty for admins: they hold all). */
  folders: { folderId: string; roles: string[] }[];
}

/**
 * Organisation sessions only (creators and the master admin get 403), past the license and blocked-app
 * gates; org admins always, others only with the storage app in their access.
 */
export function storageCaller(auth: AuthContext): StorageCaller {
  const caller = orgCaller(auth, storageMessages.noStorageAccess);
  requireAppAvailable(auth, APP.storage);
  const isOrgAdmin = auth.actor.isOrgAdmin;
  if (!isOrgAdmin && !hasApp(auth.actor, APP.storage)) throw forbidden(storageMessages.noStorageAccess);
  return {
    orgId: caller.orgId,
    userId: caller.userId,
    userName: caller.userName,
    isOrgAdmin,
    folders: isOrgAdmin ? [] : storageFoldersOf(auth.actor),
  };
}

/** The roles the caller holds on one folder (none: not theirs). */
export function rolesOn(caller: StorageCaller, folderId: string): string[] {
  return caller.folders.find((folder) => folder.folderId === folderId)?.roles ?? [];
}

/** What the caller may do in one folder; `held` is false when they hold no role on it at all. */
export function rightsOn(caller: StorageCaller, folderId: string): FolderRights & { held: boolean } {
  const roles = rolesOn(caller, folderId);
  return { ...folderRights(roles, caller.isOrgAdmin), held: caller.isOrgAdmin || roles.length > 0 };
}

/** Whether the caller may delete a file they can see: edit_all, or edit_self on their own upload. */
export function mayDeleteFile(
  caller: StorageCaller,
  file: { folderId: string; uploadedBy: string },
): boolean {
  const remove = rightsOn(caller, file.folderId).delete;
  return remove === 'all' || (remove === 'own' && file.uploadedBy === caller.userId);
}
