import { mayEditUserGroup } from '@atrium/domain/user-groups/user-group-permissions.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type { UpdateUserGroup, UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { firstAdmins } from '../people/people-directory.repo.ts';
import { findAdminGroup, lockOrganization, updateAdminGroup } from './user-groups.repo.ts';
import { requireActiveMembers, requireFreeName } from './user-groups.rules.ts';
import { adminGroupView, loadMembers } from './user-groups.view.ts';

/**
 * The admin group's members are the organisation's admins, so only admins change it, it keeps the first
 * admin, it never empties and it stays active. Whoever joins or leaves hears of it at once.
 */
export async function updateAdminGroupMembers(
  db: Db,
  auth: AuthContext,
  orgId: string,
  input: UpdateUserGroup,
): Promise<UserGroup> {
  if (!mayEditUserGroup(auth.actor, { isDefault: false, isAdminGroup: true })) {
    throw forbidden(m.adminGroupProtected);
  }
  if (!input.isActive) throw badRequest(m.adminGroupStaysActive, { isActive: m.adminGroupStaysActive });
  const members = [...new Set(input.users)];
  if (members.length === 0) throw badRequest(m.adminGroupNeedsMember, { users: m.adminGroupNeedsMember });
  return db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    const current = await findAdminGroup(tx, orgId, { lock: true });
    if (!current) throw notFound(m.notFound);
    if ((await firstAdmins(tx, orgId)).some((admin) => !members.includes(admin.id))) {
      throw badRequest(m.adminGroupKeepsFirstAdmin, { users: m.adminGroupKeepsFirstAdmin });
    }
    await requireActiveMembers(tx, orgId, members, current.users);
    await requireFreeName(tx, orgId, input.name, { adminGroup: true });
    const row = await updateAdminGroup(tx, orgId, {
      name: input.name,
      description: input.description,
      users: members,
    });
    await publish(tx, { type: 'user-groups.changed' }, { kind: 'org', orgId });
    const before = new Set(current.users);
    const after = new Set(members);
    const changed = [
      ...members.filter((id) => !before.has(id)),
      ...current.users.filter((id) => !after.has(id)),
    ];
    for (const userId of changed) await publish(tx, { type: 'me.changed' }, { kind: 'user', userId });
    const known = await loadMembers(tx, orgId, [row]);
    return adminGroupView(row, auth.actor, known);
  });
}
