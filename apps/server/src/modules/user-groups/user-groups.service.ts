import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { mayEditUserGroup, mayManageUserGroups } from '@atrium/domain/user-groups/user-group-permissions.ts';
import { ADMIN_GROUP_ID } from '@atrium/domain/user-groups/user-groups.contract.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type {
  CreateUserGroup,
  UpdateUserGroup,
  UserGroup,
} from '@atrium/domain/user-groups/user-groups.schemas.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import { updateAdminGroupMembers } from './admin-group.service.ts';
import {
  findAdminGroup,
  findGroup,
  insertGroup,
  listGroups,
  lockOrganization,
  updateGroup,
} from './user-groups.repo.ts';
import { requireActiveMembers, requireFreeName } from './user-groups.rules.ts';
import { adminGroupView, groupView, loadMembers, requireManager } from './user-groups.view.ts';

export interface UserGroupsDeps {
  db: Db;
}

/** The admin group first (outside the trash), then Default, then the others by name. */
export async function listUserGroups(
  deps: UserGroupsDeps,
  auth: AuthContext,
  filter: { trashed: boolean; search: string },
): Promise<{ groups: UserGroup[]; mayManage: boolean }> {
  const { orgId } = orgCaller(auth);
  requireAppAvailable(auth, APP.access);
  const rows = await listGroups(deps.db, orgId, filter);
  const admin = filter.trashed ? null : await findAdminGroup(deps.db, orgId, { search: filter.search });
  const known = await loadMembers(deps.db, orgId, admin ? [admin, ...rows] : rows);
  const groups = rows.map((row) => groupView(row, auth.actor, known));
  return {
    groups: admin ? [adminGroupView(admin, auth.actor, known), ...groups] : groups,
    mayManage: mayManageUserGroups(auth.actor),
  };
}

export async function createUserGroup(
  deps: UserGroupsDeps,
  auth: AuthContext,
  input: CreateUserGroup,
): Promise<{ group: UserGroup; message: string }> {
  const { orgId } = orgCaller(auth);
  requireAppAvailable(auth, APP.access);
  requireManager(auth.actor);
  const members = [...new Set(input.users)];
  return deps.db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    await requireActiveMembers(tx, orgId, members);
    await requireFreeName(tx, orgId, input.name);
    const row = await insertGroup(tx, {
      orgId,
      name: input.name,
      description: input.description,
      users: members,
      createdBy: auth.user.id,
    });
    await publish(tx, { type: 'user-groups.changed' }, { kind: 'org', orgId });
    const known = await loadMembers(tx, orgId, [row]);
    return { group: groupView(row, auth.actor, known), message: m.created };
  });
}

/** Edits a group; the admin group, addressed by ADMIN_GROUP_ID, has rules of its own. */
export async function updateUserGroup(
  deps: UserGroupsDeps,
  auth: AuthContext,
  groupId: string,
  input: UpdateUserGroup,
): Promise<{ group: UserGroup; message: string }> {
  const { orgId } = orgCaller(auth);
  requireAppAvailable(auth, APP.access);
  requireManager(auth.actor);
  if (groupId === ADMIN_GROUP_ID) {
    const group = await updateAdminGroupMembers(deps.db, auth, orgId, input);
    return { group, message: m.updated };
  }
  const members = [...new Set(input.users)];
  return deps.db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    const current = await findGroup(tx, orgId, groupId);
    if (!current) throw notFound(m.notFound);
    if (!mayEditUserGroup(auth.actor, { isDefault: current.isDefault, isAdminGroup: false })) {
      throw forbidden(m.noManagePermission);
    }
    await requireActiveMembers(tx, orgId, members, current.users);
    if (!current.isTrashed) await requireFreeName(tx, orgId, input.name, { groupIds: [groupId] });
    const row = await updateGroup(tx, orgId, groupId, {
      name: input.name,
      description: input.description,
      users: members,
      isActive: input.isActive,
      updatedBy: auth.user.id,
    });
    await publish(tx, { type: 'user-groups.changed' }, { kind: 'org', orgId });
    const known = await loadMembers(tx, orgId, [row]);
    return { group: groupView(row, auth.actor, known), message: m.updated };
  });
}
