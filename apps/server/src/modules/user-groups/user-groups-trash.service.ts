import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { ADMIN_GROUP_ID } from '@atrium/domain/user-groups/user-groups.contract.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import {
  deleteTrashed,
  findGroups,
  lockOrganization,
  setTrashed,
  type UserGroupRow,
} from './user-groups.repo.ts';
import { requireFreeName } from './user-groups.rules.ts';
import type { UserGroupsDeps } from './user-groups.service.ts';
import { requireManager } from './user-groups.view.ts';

type Work = (tx: Tx, orgId: string, groups: UserGroupRow[]) => Promise<void>;

/**
 * Runs one trash operation on a set of groups, all or nothing: every id must be a group of the caller's
 * organisation (else 404) and the admin group is never among them. Every change is announced to the org.
 */
async function onGroups(deps: UserGroupsDeps, auth: AuthContext, ids: string[], work: Work): Promise<number> {
  const { orgId } = orgCaller(auth);
  await requireAppAvailable(deps.db, auth, APP.access);
  requireManager(auth.actor);
  const wanted = [...new Set(ids)];
  if (wanted.includes(ADMIN_GROUP_ID)) throw forbidden(m.adminGroupNotTrashable);
  await deps.db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    const groups = await findGroups(tx, orgId, wanted);
    if (groups.length !== wanted.length) throw notFound(m.notFound);
    await work(tx, orgId, groups);
    await publish(tx, { type: 'user-groups.changed' }, { kind: 'org', orgId });
  });
  return wanted.length;
}

const refuseDefault = (groups: UserGroupRow[]) => {
  if (groups.some((group) => group.isDefault)) throw forbidden(m.defaultProtected);
};

/** Restored names must not clash with live groups, nor with each other. */
async function requireRestorableNames(tx: Tx, orgId: string, groups: UserGroupRow[]): Promise<void> {
  const names = new Set<string>();
  for (const group of groups) {
    const lowered = group.name.toLowerCase();
    if (names.has(lowered)) throw conflict(m.nameTaken, { name: m.nameTaken });
    names.add(lowered);
    await requireFreeName(tx, orgId, group.name, { groupIds: groups.map((g) => g.id) });
  }
}

const trash: (by: string) => Work = (by) => async (tx, orgId, groups) => {
  refuseDefault(groups);
  await setTrashed(
    tx,
    orgId,
    groups.map((group) => group.id),
    true,
    by,
  );
};

const restore: (by: string) => Work = (by) => async (tx, orgId, groups) => {
  const trashed = groups.filter((group) => group.isTrashed);
  await requireRestorableNames(tx, orgId, trashed);
  await setTrashed(
    tx,
    orgId,
    trashed.map((group) => group.id),
    false,
    by,
  );
};

/** Permanent deletion only from the trash; Default never. */
const remove: Work = async (tx, orgId, groups) => {
  refuseDefault(groups);
  if (groups.some((group) => !group.isTrashed)) throw conflict(m.notInTrash);
  await deleteTrashed(
    tx,
    orgId,
    groups.map((group) => group.id),
  );
};

export async function trashUserGroup(deps: UserGroupsDeps, auth: AuthContext, groupId: string) {
  await onGroups(deps, auth, [groupId], trash(auth.user.id));
  return { message: m.trashed };
}

export async function restoreUserGroup(deps: UserGroupsDeps, auth: AuthContext, groupId: string) {
  await onGroups(deps, auth, [groupId], restore(auth.user.id));
  return { message: m.restored };
}

export async function removeUserGroup(deps: UserGroupsDeps, auth: AuthContext, groupId: string) {
  await onGroups(deps, auth, [groupId], remove);
  return { message: m.deleted };
}

export async function bulkRestoreUserGroups(deps: UserGroupsDeps, auth: AuthContext, ids: string[]) {
  const n = await onGroups(deps, auth, ids, restore(auth.user.id));
  return { message: m.bulkRestored(n) };
}

export async function bulkDeleteUserGroups(deps: UserGroupsDeps, auth: AuthContext, ids: string[]) {
  const n = await onGroups(deps, auth, ids, remove);
  return { message: m.bulkDeleted(n) };
}
