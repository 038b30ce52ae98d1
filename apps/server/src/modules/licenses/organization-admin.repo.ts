import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { licenseHistory, oidcFlows, organizations, sessions, users } from '../../platform/db/schema.ts';

export async function updateOrganizationRow(
  db: DbOrTx,
  orgId: string,
  values: { name: string; contactName: string; contactEmail: string; contactPhone: string },
): Promise<void> {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(organizations.id, orgId));
}

export async function updateFirstAdmin(
  db: DbOrTx,
  userId: string,
  values: { name: string; email: string; passwordHash?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Removes the organisation and everything in it. Tenant tables reference the organisation with
 * ON DELETE CASCADE (users, and through them sessions and identities; groups, form groups, licenses);
 * the rows that carry the org id without a reference go explicitly.
 */
export async function deleteOrganizationRows(db: DbOrTx, orgId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.orgId, orgId));
  await db.delete(oidcFlows).where(eq(oidcFlows.orgId, orgId));
  await db.delete(licenseHistory).where(eq(licenseHistory.orgId, orgId));
  await db.delete(organizations).where(eq(organizations.id, orgId));
}
