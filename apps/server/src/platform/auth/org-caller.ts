import type { Actor } from '@atrium/domain/access/permissions.ts';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { forbidden } from '../http/errors.ts';
import type { AuthContext } from './sessions.ts';

/** A member of an organisation at work in it: the organisation comes from the session, never the request. */
export interface OrgCaller {
  orgId: string;
  userId: string;
  userName: string;
  /** The session's roles and app access, as the permission rules read them. */
  roles: Actor;
}

/**
 * Organisation work is for organisation sessions only: master admins and creators have none (403).
 * `refusal` is the message of the screen that refuses them, when it says more than the default.
 */
export function orgCaller(auth: AuthContext, refusal: string = authMessages.userOrOrgNotFound): OrgCaller {
  if (auth.kind !== 'org' || !auth.orgId) throw forbidden(refusal);
  return { orgId: auth.orgId, userId: auth.user.id, userName: auth.user.name, roles: auth.actor };
}
