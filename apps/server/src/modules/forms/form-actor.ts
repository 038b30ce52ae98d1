import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import { type OrgCaller, orgCaller } from '../../platform/auth/org-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import { groupIdsOfUser } from '../people/people-directory.repo.ts';

/** A member of the organisation as the form, form group, entry and file rules see them (`actor`). */
export interface FormCaller extends OrgCaller {
  actor: FormActor;
}

/**
 * Organisation sessions only, past the license and blocked-app gates of `apps` (work reached from the
 * screens of several apps passes while one of them is open), with the user groups the caller belongs to.
 */
export async function formCaller(
  db: DbOrTx,
  auth: AuthContext,
  apps: string | readonly string[],
): Promise<FormCaller> {
  const caller = orgCaller(auth);
  requireAppAvailable(auth, apps);
  const groupIds = await groupIdsOfUser(db, caller.orgId, caller.userId);
  return { ...caller, actor: formActorWith(auth, groupIds) };
}

/**
 * The caller as the form rules see them, with their live user groups already read (the entries' busiest
 * requests read them beside the form): a live user group they belong to stands for them.
 */
export function formActorWith(auth: AuthContext, groupIds: string[]): FormActor {
  return { id: auth.user.id, isOrgAdmin: auth.actor.isOrgAdmin, groupIds };
}
