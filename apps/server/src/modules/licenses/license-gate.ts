import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { isLicenseExpired } from '@atrium/domain/licenses/licenses.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/http/errors.ts';

export interface LicenseState {
  expired: boolean;
  endDate: string | null;
}

/** Whether the newest license, given by its end date, has ended. */
export const licenseEnded = (endDate: string | null, now = new Date()): boolean =>
  endDate !== null && isLicenseExpired([{ endDate }], now);

/** The newest license decides (platform §4), as read with the session; an organisation without one is not gated. */
export function sessionLicense(auth: AuthContext, now = new Date()): LicenseState {
  const endDate = auth.gates.licenseEnd;
  return { expired: licenseEnded(endDate, now), endDate };
}

/**
 * Refuses gated work to non-admins of an organisation whose license has expired, by the newest license's end
 * read with the session. Services behind the gated screens call it before anything else; org admins keep access.
 */
export function requireLicense(auth: AuthContext): void {
  if (isLicenseGated(auth) && licenseEnded(auth.gates.licenseEnd)) throw licenseRefusal();
}

/** Whether the license gate applies to the caller: members of an organisation, not its admins. */
export const isLicenseGated = (auth: AuthContext): auth is AuthContext & { orgId: string } =>
  auth.kind === 'org' && auth.orgId !== null && !auth.actor.isOrgAdmin;

export const licenseRefusal = () => forbidden(licenseMessages.expiredContactAdmin);
