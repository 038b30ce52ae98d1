import type { AccessEntry } from './access.schemas.ts';
import { APP, HIDDEN_APPS } from './apps.catalogue.ts';

/** What the rules need to know about the person acting. The server builds it from the session. */
export interface Actor {
  id: string;
  orgId: string | null;
  isOrgAdmin: boolean;
  isMasterAdmin: boolean;
  isCreator: boolean;
  access: AccessEntry[];
}

export type Permission = 'manage-user:edit_all' | 'manage-user:assign_app_access' | 'manage-app:control_all';

export function hasApp(actor: Actor, appName: string): boolean {
  return actor.access.some((entry) => entry.app === appName);
}

export function hasRole(actor: Actor, appName: string, role: string): boolean {
  return actor.access.some((entry) => entry.app === appName && entry.role.includes(role));
}

/** The roles the actor holds in one app (per-app roles; storage's are per folder). */
export function rolesIn(actor: Pick<Actor, 'access'>, appName: string): string[] {
  return actor.access.find((entry) => entry.app === appName)?.role ?? [];
}

/** Access-management permissions: org admins hold them all; others through their access-management roles. */
export function hasPermission(actor: Actor, permission: Permission): boolean {
  return actor.isOrgAdmin || hasRole(actor, APP.access, permission);
}

/** Apps whose cards a user sees on the dashboard: org admins see every app, others their own minus hidden ones. */
export function visibleAppNames(actor: Actor, allApps: readonly string[]): string[] {
  if (actor.isOrgAdmin) return [...allApps];
  return allApps.filter((name) => hasApp(actor, name) && !HIDDEN_APPS.includes(name));
}

/** A blocked app stays open to org admins and to holders of manage-app:control_all (platform §4). */
export function mayOpenBlockedApp(actor: Actor): boolean {
  return hasPermission(actor, 'manage-app:control_all');
}

export type Role = 'creator' | 'master-admin' | 'org-admin' | 'user';

/** The role that decides the home page and the menu. */
export function primaryRole(actor: Actor): Role {
  if (actor.isOrgAdmin) return 'org-admin';
  if (actor.isCreator) return 'creator';
  if (actor.isMasterAdmin) return 'master-admin';
  return 'user';
}
