import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { type FormCaller, formCaller } from './form-actor.ts';

export interface FormsDeps {
  db: Db;
}

export type FormsCaller = FormCaller;

/**
 * Every forms operation starts here (master admins and creators have no forms), behind the gates of form
 * management unless `apps` names others.
 */
export function formsCaller(
  deps: FormsDeps,
  auth: AuthContext,
  apps: string | readonly string[] = APP.forms,
): Promise<FormsCaller> {
  return formCaller(deps.db, auth, apps);
}
