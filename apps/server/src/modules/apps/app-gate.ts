import { mayOpenBlockedApp } from '@atrium/domain/access/permissions.ts';
import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { requireLicense } from '../licenses/license-gate.ts';
import { blockedStates } from './apps.repo.ts';

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
  // Work reached from the screens of several apps passes while any one of them is open.
  const names = typeof appName === 'string' ? [appName] : [...appName];
  const found = await blockedStates(db, auth.orgId, names);
  if (found.length === names.length && found.every(Boolean)) {
    throw forbidden(dashboardMessages.appBlockedBody);
  }
}

/**
 * The two gates every service of an app's gated screens passes first: the organisation's license and the
 * app's blocked state.
 */
export async function requireAppAvailable(
  db: DbOrTx,
  auth: AuthContext,
  appName: string | readonly string[],
): Promise<void> {
  await requireLicense(db, auth);
  await requireAppOpen(db, auth, appName);
}
