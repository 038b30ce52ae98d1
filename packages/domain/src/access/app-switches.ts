import type { AppSwitches } from './access.schemas.ts';
import { type Actor, hasPermission } from './permissions.ts';

/** What an organisation has when it set nothing of its own: the app as the platform has it. */
export const ORG_SWITCHES_UNSET: AppSwitches = { is_active_for_assignment: true, is_blocked: false };

/**
 * The state in force for an organisation: closed when the platform or the organisation blocked the app,
 * offered for assignment only while both offer it (docs/decisions/0009).
 */
export function switchesInForce(platform: AppSwitches, organization: AppSwitches | null): AppSwitches {
  const own = organization ?? ORG_SWITCHES_UNSET;
  return {
    is_active_for_assignment: platform.is_active_for_assignment && own.is_active_for_assignment,
    is_blocked: platform.is_blocked || own.is_blocked,
  };
}

/** The platform's switches reach every organisation: they are the master admin's alone. */
export function mayManagePlatformApps(actor: Actor): boolean {
  return actor.isMasterAdmin;
}

/**
 * An organisation's own switches: its org admins and holders of manage-app:control_all (platform §6,
 * 'org admins also allowed'). Someone of no organisation has none to set.
 */
export function mayManageOrgApps(actor: Actor): boolean {
  return actor.orgId !== null && hasPermission(actor, 'manage-app:control_all');
}
