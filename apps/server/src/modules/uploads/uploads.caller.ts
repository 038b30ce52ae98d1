import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import { formActorOf } from '../forms/form-actor.ts';

/** Who uploads or reads a file: a signed-in member of an organisation, as the form rules see them. */
export interface UploadsCaller {
  orgId: string;
  userId: string;
  actor: FormActor;
}

/**
 * Organisation sessions only, behind the license gate. Files are entered and read from screens of both the
 * forms app and the data app, so one of the two must be open to the caller.
 */
export async function uploadsCaller(db: DbOrTx, auth: AuthContext): Promise<UploadsCaller> {
  if (auth.kind !== 'org' || !auth.orgId) throw forbidden(authMessages.userOrOrgNotFound);
  const orgId = auth.orgId;
  await requireAppAvailable(db, auth, [APP.data, APP.forms]);
  return { orgId, userId: auth.user.id, actor: await formActorOf(db, auth, orgId) };
}
