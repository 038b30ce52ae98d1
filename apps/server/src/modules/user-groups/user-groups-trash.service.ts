import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { ADMIN_GROUP_ID } from '@atrium/domain/user-groups/user-groups.contract.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { conflict, forbidden } from '../../platform/http/errors.ts';
import { trashLifecycle } from '../../platform/trash/trash-lifecycle.ts';
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

type Manager = { orgId: string; userId: string };

const idsOf = (groups: UserGroupRow[]) => groups.map((group) => group.id);

/** Restored names must not clash with live groups, nor with each other. */
async function requireRestorableNames(tx: Tx, orgId: string, groups: UserGroupRow[]): Promise<void> {
  const names = new Set<string>();
  for (const group of groups) {
    const lowered = group.name.toLowerCase();
    if (names.has(lowered)) throw conflict(m.nameTaken, { name: m.nameTaken });
    names.add(lowered);
    await requireFreeName(tx, orgId, group.name, { groupIds: idsOf(groups) });
  }
}

async function restore(tx: Tx, manager: Manager, groups: UserGroupRow[]): Promise<void> {
  const trashed = groups.filter((group) => group.isTrashed);
  await requireRestorableNames(tx, manager.orgId, trashed);
  await setTrashed(tx, manager.orgId, idsOf(trashed), false, manager.userId);
}

/** A user group's trash: managers only; the admin group is never trashed and Default never goes. */
export const userGroupsTrash = trashLifecycle({
  async open(_deps: UserGroupsDeps, auth): Promise<Manager> {
    const { orgId, userId } = orgCaller(auth);
    requireAppAvailable(auth, APP.access);
    requireManager(auth.actor);
    return { orgId, userId };
  },
  async load(tx, manager, ids) {
    // The admin group has no row of its own: it is refused before any lookup.
    if (ids.includes(ADMIN_GROUP_ID)) throw forbidden(m.adminGroupNotTrashable);
    // Restores check names: the organisation's group writes go one at a time.
    await lockOrganization(tx, manager.orgId);
    return findGroups(tx, manager.orgId, ids);
  },
  notFound: m.notFound,
  notInTrash: () => conflict(m.notInTrash),
  check(_manager, groups, action) {
    if (action !== 'restore' && groups.some((group) => group.isDefault)) throw forbidden(m.defaultProtected);
  },
  apply: {
    trash: async (tx, manager, groups) => {
      await setTrashed(tx, manager.orgId, idsOf(groups), true, manager.userId);
    },
    restore,
    delete: async (tx, manager, groups) => {
      await deleteTrashed(tx, manager.orgId, idsOf(groups));
    },
  },
  publish: (tx, manager) =>
    publish(tx, { type: 'user-groups.changed' }, { kind: 'org', orgId: manager.orgId }),
  messages: m,
});
