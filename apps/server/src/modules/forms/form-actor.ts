import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { groupIdsOfUser } from './forms-people.repo.ts';

/**
 * The caller as the form, form group, entry and file rules see them: a live user group they belong to
 * stands for them.
 */
export async function formActorOf(db: DbOrTx, auth: AuthContext, orgId: string): Promise<FormActor> {
  return formActorWith(auth, await groupIdsOfUser(db, orgId, auth.user.id));
}

/** The same, with the caller's live user groups already read (findFormWithGroupsOf reads them with a form). */
export function formActorWith(auth: AuthContext, groupIds: string[]): FormActor {
  return { id: auth.user.id, isOrgAdmin: auth.actor.isOrgAdmin, groupIds };
}
