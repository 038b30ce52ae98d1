import type { App } from '@atrium/domain/access/access.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { listApps } from './apps.repo.ts';

/**
 * The apps with their roles and the flags in force for the organisation, in catalogue order: what access
 * assignment checks (an app the organisation withdrew is not assignable in it).
 */
export function appCatalogue(db: DbOrTx, orgId: string): Promise<App[]> {
  return listApps(db, orgId);
}
