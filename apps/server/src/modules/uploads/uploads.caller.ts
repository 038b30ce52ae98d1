import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { type FormCaller, formCaller } from '../forms/form-actor.ts';

/** Who uploads or reads a file: a signed-in member of an organisation, as the form rules see them. */
export type UploadsCaller = FormCaller;

/** Files are entered and read from screens of both the forms app and the data app: one must be open. */
export function uploadsCaller(db: DbOrTx, auth: AuthContext): Promise<UploadsCaller> {
  return formCaller(db, auth, [APP.data, APP.forms]);
}
