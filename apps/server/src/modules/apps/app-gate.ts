import { mayOpenBlockedApp } from '@atrium/domain/access/permissions.ts';
import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { bound, preparedOnce } from '../../platform/db/prepared.ts';
import { organizations } from '../../platform/db/schema.ts';
import { forbidden } from '../../platform/http/errors.ts';
import {
  isLicenseGated,
  licenseEnded,
  licenseRefusal,
  newestLicenseEndSql,
  requireLicense,
} from '../licenses/license-gate.ts';
import { blockedStates, blockedStatesSql } from './apps.repo.ts';

/**
 * Refuses the work of a blocked app, as the 'App Blocked' dialog does on its screens: org admins and
 * holders of manage-app:control_all pass (platform §4). An app is blocked for the organisation when the
 * platform or the organisation itself blocked it. Services of an app call it before anything else.
 */
export async function requireAppOpen(
  db: DbOrTx,
  auth: AuthContext,
  appName: string | readonly string[],
): Promise<void> {
  if (mayOpenBlockedApp(auth.actor)) return;
  const names = appNames(appName);
  refuseWhenAllBlocked(await blockedStates(db, auth.orgId, names), names);
}

const appNames = (appName: string | readonly string[]) =>
  typeof appName === 'string' ? [appName] : [...appName];

/** Work reached from the screens of several apps passes while any one of them is open. */
function refuseWhenAllBlocked(blocked: readonly boolean[], names: readonly string[]): void {
  if (blocked.length === names.length && blocked.every(Boolean))
    throw forbidden(dashboardMessages.appBlockedBody);
}

/** Both gates' states in one statement, prepared once: every request of a member to a gated app reads them. */
const gateStates = preparedOnce((db) =>
  db
    .select({
      licenseEnd: newestLicenseEndSql(bound('orgId')),
      blocked: blockedStatesSql(bound('orgId'), bound<string[]>('names')),
    })
    .from(organizations)
    .where(eq(organizations.id, bound('orgId')))
    .prepare('app_gate_states'),
);

/**
 * The two gates every service of an app's gated screens passes first: the organisation's license and the
 * app's blocked state. A member meeting both reads them in one statement; the license speaks first.
 */
export async function requireAppAvailable(
  db: Db,
  auth: AuthContext,
  appName: string | readonly string[],
): Promise<void> {
  if (!isLicenseGated(auth) || mayOpenBlockedApp(auth.actor)) {
    await requireLicense(db, auth);
    await requireAppOpen(db, auth, appName);
    return;
  }
  const names = appNames(appName);
  const [states] = await gateStates(db).execute({ orgId: auth.orgId, names });
  if (licenseEnded(states?.licenseEnd ?? null)) throw licenseRefusal();
  refuseWhenAllBlocked(states?.blocked ?? [], names);
}
