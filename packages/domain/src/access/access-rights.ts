import { APP } from './apps.catalogue.ts';
import { type Actor, rolesIn } from './permissions.ts';
import { everyRole, mayAct, type RightsTable } from './scoped-rights.ts';

/** The access-management roles (platform §6). Org admins hold them all. */
export type AccessRole = 'manage-user:edit_all' | 'manage-user:assign_app_access' | 'manage-app:control_all';

export type AccessAction =
  | 'list-users'
  | 'create-user'
  | 'open-user-editor'
  | 'edit-user-info'
  | 'assign-app-access'
  | 'archive-user'
  | 'restore-user'
  | 'manage-apps'
  | 'open-blocked-app'
  | 'manage-user-groups';

const EDIT = 'manage-user:edit_all';
const ASSIGN = 'manage-user:assign_app_access';
const APPS = 'manage-app:control_all';

// The user rules (first admin, org admins, oneself) narrow the user actions further, in users/user-rules.ts.
export const ACCESS_RIGHTS: RightsTable<AccessRole, AccessAction> = {
  // Holding the app at all opens the users table and the user groups (platform §6).
  'list-users': { [EDIT]: 'all', [ASSIGN]: 'all', [APPS]: 'all' },
  'manage-user-groups': { [EDIT]: 'all', [ASSIGN]: 'all', [APPS]: 'all' },
  'create-user': { [EDIT]: 'all', [ASSIGN]: 'none', [APPS]: 'none' },
  // The edit dialog opens with either of its steps: details, or app access.
  'open-user-editor': { [EDIT]: 'all', [ASSIGN]: 'all', [APPS]: 'none' },
  'edit-user-info': { [EDIT]: 'all', [ASSIGN]: 'none', [APPS]: 'none' },
  'assign-app-access': { [EDIT]: 'none', [ASSIGN]: 'all', [APPS]: 'none' },
  'archive-user': { [EDIT]: 'all', [ASSIGN]: 'none', [APPS]: 'none' },
  'restore-user': { [EDIT]: 'all', [ASSIGN]: 'none', [APPS]: 'none' },
  'manage-apps': { [EDIT]: 'none', [ASSIGN]: 'none', [APPS]: 'all' },
  'open-blocked-app': { [EDIT]: 'none', [ASSIGN]: 'none', [APPS]: 'all' },
};

/** The access-management roles the actor holds: every one for an org admin. */
export function accessRolesOf(actor: Pick<Actor, 'isOrgAdmin' | 'access'>): string[] {
  return actor.isOrgAdmin ? everyRole(ACCESS_RIGHTS) : rolesIn(actor, APP.access);
}

/** Whether the actor's access-management roles allow the action (every reach of this table is all or none). */
export function mayInAccess(actor: Pick<Actor, 'isOrgAdmin' | 'access'>, action: AccessAction): boolean {
  return mayAct(ACCESS_RIGHTS, accessRolesOf(actor), action, false);
}
