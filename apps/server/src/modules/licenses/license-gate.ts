import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { isLicenseExpired } from '@atrium/domain/licenses/licenses.ts';
import { desc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { licenses } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/errors.ts';

export interface LicenseState {
  expired: boolean;
  endDate: string | null;
}

/** The newest license decides (platform §4); an organisation without licenses is not gated. */
export async function licenseState(db: DbOrTx, orgId: string, now = new Date()): Promise<LicenseState> {
  const [newest] = await db
    .select({ endDate: licenses.endDate })
    .from(licenses)
    .where(eq(licenses.orgId, orgId))
    .orderBy(desc(licenses.endDate))
    .limit(1);
  if (!newest) return { expired: false, endDate: null };
  return { expired: isLicenseExpired([newest], now), endDate: newest.endDate };
}

/**
 * Refuses gated work to non-admins of an organisation whose license has expired. Services behind the
 * gated screens call it before anything else; org admins keep access.
 */
export async function requireLicense(db: DbOrTx, auth: AuthContext): Promise<void> {
  if (auth.kind !== 'org' || !auth.orgId || auth.actor.isOrgAdmin) return;
  if ((await licenseState(db, auth.orgId)).expired) throw forbidden(licenseMessages.expiredContactAdmin);
}
