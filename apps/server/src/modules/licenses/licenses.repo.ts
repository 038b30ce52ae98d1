import type { LicenseHistoryItem } from '@atrium/domain/licenses/licenses.contract.ts';
import type { LicenseInput } from '@atrium/domain/licenses/licenses.ts';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { insertRow, orgRowIs, updateOrgRow } from '../../platform/db/org-rows.ts';
import { licenseHistory, licenses, users } from '../../platform/db/schema.ts';

export type LicenseRow = typeof licenses.$inferSelect;
export type LicenseValues = LicenseInput & { endDate: string };

const HISTORY_LIMIT = 500;

/** An organisation's licenses, the earliest start first (the license page's order). */
export async function listLicenses(db: DbOrTx, orgId: string): Promise<LicenseRow[]> {
  return db
    .select()
    .from(licenses)
    .where(eq(licenses.orgId, orgId))
    .orderBy(asc(licenses.startDate), asc(licenses.createdAt));
}

export function insertLicense(db: DbOrTx, orgId: string, values: LicenseValues): Promise<LicenseRow> {
  return insertRow(db, licenses, { orgId, ...values }, 'license');
}

/** Null when the organisation has no license with this id. */
export async function updateLicense(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: LicenseValues,
): Promise<LicenseRow | null> {
  return (await updateOrgRow(db, { table: licenses, row: { orgId, id }, values })) ?? null;
}

export async function deleteLicense(db: DbOrTx, orgId: string, id: string): Promise<LicenseRow | null> {
  const [row] = await db
    .delete(licenses)
    .where(orgRowIs(licenses, orgId, id))
    .returning();
  return row ?? null;
}

export interface HistoryEntry {
  orgId: string;
  action: 'add' | 'update' | 'delete';
  entity: 'license' | 'organization';
  byUserId: string;
  data: Record<string, unknown>;
}

export async function appendHistory(db: DbOrTx, entry: HistoryEntry): Promise<void> {
  await db.insert(licenseHistory).values(entry);
}

/** The newest changes first, with the name of whoever made them. */
export async function listHistory(db: DbOrTx, orgId: string): Promise<LicenseHistoryItem[]> {
  const rows = await db
    .select({ history: licenseHistory, byName: users.name })
    .from(licenseHistory)
    .leftJoin(users, eq(users.id, licenseHistory.byUserId))
    .where(eq(licenseHistory.orgId, orgId))
    .orderBy(desc(licenseHistory.at), desc(licenseHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.map(({ history, byName }) => ({
    id: history.id,
    at: history.at.toISOString(),
    action: history.action,
    entity: history.entity,
    by: history.byUserId,
    byName,
    data: history.data,
  }));
}
