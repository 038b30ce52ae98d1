import type { Actor } from '@atrium/domain/access/permissions.ts';
import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type OrganizationRow, organizationById } from '../orgs/orgs.queries.ts';
import { requireMasterAdmin } from '../orgs/orgs.service.ts';
import { appendHistory, type HistoryEntry } from './licenses.repo.ts';

/** The license page is the master admin's; an unknown organisation is 'Selected organization not found.'. */
export async function masterAdminOrg(db: DbOrTx, actor: Actor, orgId: string): Promise<OrganizationRow> {
  requireMasterAdmin(actor);
  const org = await organizationById(db, orgId);
  if (!org) throw notFound(licenseMessages.orgNotFound);
  return org;
}

/**
 * Every change of a license or of the organisation's details is written to the history in the caller's
 * transaction, and announced to the organisation's tabs (they recompute the license gate) and to the
 * master admins (their license page refreshes).
 */
export async function recordChange(tx: DbOrTx, entry: HistoryEntry): Promise<void> {
  await appendHistory(tx, entry);
  await publish(tx, { type: 'license.changed' }, { kind: 'org', orgId: entry.orgId });
  await publish(tx, { type: 'license.changed' }, { kind: 'master-admins' });
}
