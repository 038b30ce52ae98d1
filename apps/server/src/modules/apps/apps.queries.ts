import type { App } from '@atrium/domain/access/access.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { listApps } from './apps.repo.ts';

/** The platform's apps with their roles and flags, in catalogue order: what access assignment checks. */
export function appCatalogue(db: DbOrTx): Promise<App[]> {
  return listApps(db);
}
