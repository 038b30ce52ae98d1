import { mayOpenBlockedApp } from '@atrium/domain/access/permissions.ts';
import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { requireLicense } from '../licenses/license-gate.ts';

/**
 * The two gates every service of an app's gated screens passes first, both as read with the session (no
 * statement of their own): the organisation's license, which speaks first, and the app's blocked state. An
 * app is blocked for the organisation when the platform or the organisation itself blocked it; its work is
 * refused as the 'App Blocked' dialog does on its screens, and org admins and holders of
 * manage-app:control_all pass (platform §4). Work reached from the screens of several apps passes while any
 * one of them is open.
 */
export function requireAppAvailable(auth: AuthContext, appName: string | readonly string[]): void {
  requireLicense(auth);
  if (mayOpenBlockedApp(auth.actor)) return;
  const names = typeof appName === 'string' ? [appName] : appName;
  if (names.every((name) => auth.gates.blockedApps.includes(name)))
    throw forbidden(dashboardMessages.appBlockedBody);
}
