import type { DbOrTx } from '../../platform/db/database.ts';
import { findOrganization, type OrganizationRow } from './orgs.repo.ts';

// What sign-in, /api/me and the license screens read of organisations.

export type { OrganizationRow };

/** The organisation, or null when it does not exist (any more). */
export function organizationById(db: DbOrTx, orgId: string): Promise<OrganizationRow | null> {
  return findOrganization(db, orgId);
}
