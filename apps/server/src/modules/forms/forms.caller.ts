import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import type { Actor } from '@atrium/domain/access/permissions.ts';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import { formActorOf } from './form-actor.ts';

export interface FormsDeps {
  db: Db;
}

/** Who is calling: their organisation, their roles (`roles`) and the form rules' view of them (`actor`). */
export interface FormsCaller {
  orgId: string;
  userId: string;
  userName: string;
  roles: Actor;
  actor: FormActor;
}

/**
 * Every forms operation starts here: organisation sessions only (master admins and creators have no forms),
 * then the license and blocked-app gates (of form management unless `apps` names others), then the user
 * groups the caller belongs to.
 */
export async function formsCaller(
  deps: FormsDeps,
  auth: AuthContext,
  apps: string | readonly string[] = APP.forms,
): Promise<FormsCaller> {
  if (auth.kind !== 'org' || !auth.orgId) throw forbidden(authMessages.userOrOrgNotFound);
  const orgId = auth.orgId;
  await requireAppAvailable(deps.db, auth, apps);
  return {
    orgId,
    userId: auth.user.id,
    userName: auth.user.name,
    roles: auth.actor,
    actor: await formActorOf(deps.db, auth, orgId),
  };
}
