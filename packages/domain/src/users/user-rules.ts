import { type AccessAction, mayInAccess } from '../access/access-rights.ts';
import type { Actor } from '../access/permissions.ts';
import { userMessages as m } from './users.messages.ts';
import type { UserCapabilities, UserCapability } from './users.schemas.ts';

export type UserAction = 'edit' | 'archive' | 'restore';

/** What the rules need to know about the user acted upon. */
export interface UserFacts {
  id: string;
  isFirstAdmin: boolean;
  isOrgAdmin: boolean;
}

/**
 * Why an action is refused, in the spec's words. 'bad-request' when the request itself makes no sense
 * (archiving oneself), 'forbidden' when the actor lacks the standing to do it.
 */
export interface UserRefusal {
  kind: 'bad-request' | 'forbidden';
  message: string;
}

const forbidden = (message: string): UserRefusal => ({ kind: 'forbidden', message });

/**
 * Whether the actor may change this user at all: the first admin is changed by nobody, not even herself (her
 * own profile is another matter: decision 0032), and an org admin is changed only by another org admin
 * (otherwise a user manager could take an admin's account).
 */
function changeRefusal(actor: Pick<Actor, 'id' | 'isOrgAdmin'>, target: UserFacts): UserRefusal | null {
  if (target.isFirstAdmin) return forbidden(m.firstAdminProtected);
  if (target.id === actor.id) return null;
  if (target.isOrgAdmin && !actor.isOrgAdmin) return forbidden(m.adminProtected);
  return null;
}

/**
 * Why the actor may not edit, archive or restore this user, or null when the rules allow it. Permissions are
 * asked separately (userCapabilities folds them in). The first admin is never edited, archived or restored
 * (platform §4); archiving oneself is refused first, in its own words.
 */
export function userActionRefusal(
  actor: Pick<Actor, 'id' | 'isOrgAdmin'>,
  target: UserFacts,
  action: UserAction,
): UserRefusal | null {
  if (action === 'archive' && target.id === actor.id)
    return { kind: 'bad-request', message: m.cannotArchiveSelf };
  return changeRefusal(actor, target);
}

/**
 * The profile's App Access tab: for holders of manage-user:assign_app_access, on the same rules as their own
 * row of the users table, so never for the first admin.
 */
export function mayEditOwnAccess(actor: Actor, self: UserFacts): boolean {
  return mayInAccess(actor, 'assign-app-access') && userActionRefusal(actor, self, 'edit') === null;
}

const RIGHT: Record<UserAction, AccessAction> = {
  edit: 'open-user-editor',
  archive: 'archive-user',
  restore: 'restore-user',
};

/** What the actor may do with one row of the users table: permission first, then the rules above. */
export function userCapabilities(actor: Actor, target: UserFacts): UserCapabilities {
  const capability = (action: UserAction): UserCapability => {
    const reason = mayInAccess(actor, RIGHT[action])
      ? (userActionRefusal(actor, target, action)?.message ?? null)
      : m.noEditPermission;
    return { allowed: reason === null, reason };
  };
  return { edit: capability('edit'), archive: capability('archive'), restore: capability('restore') };
}
