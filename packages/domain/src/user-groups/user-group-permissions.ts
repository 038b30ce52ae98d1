import { APP } from '../access/apps.catalogue.ts';
import { type Actor, hasApp } from '../access/permissions.ts';

export interface GroupFacts {
  isDefault: boolean;
  isAdminGroup: boolean;
}

/**
 * Org admins may do everything with user groups. Holders of the access-management app may create, edit and
 * delete groups, but never the Default group's deletion nor any change to the admin group. Others view only.
 */
export function mayManageUserGroups(actor: Actor): boolean {
  return actor.isOrgAdmin || hasApp(actor, APP.access);
}

export function mayEditUserGroup(actor: Actor, group: GroupFacts): boolean {
  if (group.isAdminGroup) return actor.isOrgAdmin;
  return mayManageUserGroups(actor);
}

export function mayDeleteUserGroup(actor: Actor, group: GroupFacts): boolean {
  if (group.isDefault || group.isAdminGroup) return false;
  return mayManageUserGroups(actor);
}
