import type { Actor } from '@atrium/domain/access/permissions.ts';
import {
  mayDeleteUserGroup,
  mayEditUserGroup,
  mayManageUserGroups,
} from '@atrium/domain/user-groups/user-group-permissions.ts';
import { ADMIN_GROUP_ID } from '@atrium/domain/user-groups/user-groups.contract.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type { GroupMember, UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { type PersonRow, peopleByIds } from '../people/people-directory.repo.ts';
import type { AdminGroupRow, UserGroupRow } from './user-groups.repo.ts';

export function requireManager(actor: Actor): void {
  if (!mayManageUserGroups(actor)) throw forbidden(m.noManagePermission);
}

function membersFrom(ids: string[], known: Map<string, PersonRow>): GroupMember[] {
  return ids
    .flatMap((id) => {
      const member = known.get(id);
      return member ? [{ id, name: member.name, active: member.active }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function groupView(row: UserGroupRow, actor: Actor, known: Map<string, PersonRow>): UserGroup {
  const facts = { isDefault: row.isDefault, isAdminGroup: false };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    users: row.users,
    members: membersFrom(row.users, known),
    allowedAccess: row.allowedAccess,
    isActive: row.isActive,
    isDefault: row.isDefault,
    isAdminGroup: false,
    isTrashed: row.isTrashed,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: mayEditUserGroup(actor, facts),
    canDelete: mayDeleteUserGroup(actor, facts),
  };
}

/** The admin group shows as one more group, under a fixed id, never trashed. */
export function adminGroupView(row: AdminGroupRow, actor: Actor, known: Map<string, PersonRow>): UserGroup {
  const facts = { isDefault: false, isAdminGroup: true };
  return {
    id: ADMIN_GROUP_ID,
    name: row.name,
    description: row.description,
    users: row.users,
    members: membersFrom(row.users, known),
    allowedAccess: [],
    isActive: row.isActive,
    isDefault: false,
    isAdminGroup: true,
    isTrashed: false,
    trashedAt: null,
    createdBy: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: mayEditUserGroup(actor, facts),
    canDelete: mayDeleteUserGroup(actor, facts),
  };
}

/** The names of every member of the given groups, in one query. */
export function loadMembers(db: DbOrTx, orgId: string, groups: { users: string[] }[]) {
  return peopleByIds(
    db,
    orgId,
    groups.flatMap((group) => group.users),
  );
}
