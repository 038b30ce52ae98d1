import { userMessages as m } from '../users/users.messages.ts';
import type { AccessEntry, App } from './access.schemas.ts';
import { APP, type AppRole, appTitle, HIDDEN_APPS } from './apps.catalogue.ts';

/**
 * Roles that may not be chosen next to the ones already chosen. Conflicts count in both directions:
 * a role is disabled when it names a chosen role, or a chosen role names it.
 */
export function disabledRoles(roles: readonly AppRole[], chosen: readonly string[]): Set<string> {
  const disabled = new Set<string>();
  for (const role of roles) {
    if (chosen.includes(role.meta)) continue;
    const namesChosen = role.conflict.some((meta) => chosen.includes(meta));
    const namedByChosen = roles.some(
      (other) => chosen.includes(other.meta) && other.conflict.includes(role.meta),
    );
    if (namesChosen || namedByChosen) disabled.add(role.meta);
  }
  return disabled;
}

function roleProblem(roles: readonly AppRole[], chosen: readonly string[], appName: string): string | null {
  for (const meta of chosen) {
    if (!roles.some((role) => role.meta === meta)) return m.unknownRole(meta, appTitle(appName));
  }
  for (const meta of chosen) {
    const role = roles.find((r) => r.meta === meta);
    const clash = chosen.find((other) => other !== meta && (role?.conflict.includes(other) ?? false));
    if (clash) return m.rolesConflict(meta, clash);
  }
  return null;
}

/**
 * Why an access list may not be saved, or null when it may: every chosen app exists and is offered for
 * assignment, appears once, has at least one role when the app offers roles (storage: at least one folder,
 * each with roles), and
 * holds no unknown or conflicting role.
 */
export function accessProblem(access: readonly AccessEntry[], apps: readonly App[]): string | null {
  const seen = new Set<string>();
  for (const entry of access) {
    const app = apps.find((a) => a.app_name === entry.app);
    if (!app?.is_active_for_assignment || seen.has(entry.app)) return m.appNotAssignable(entry.app);
    seen.add(entry.app);
    if (entry.app === APP.storage) {
      const folders = entry.folders ?? [];
      if (folders.length === 0) return m.foldersRequired;
      for (const folder of folders) {
        if (folder.roles.length === 0) return m.folderRolesRequired(folder.folder_name);
        const problem = roleProblem(app.available_folder_access ?? [], folder.roles, entry.app);
        if (problem) return problem;
      }
      continue;
    }
    // An app that offers no roles (data management: rights are set per form) is assigned as it is.
    if (entry.role.length === 0 && app.available_access.length > 0)
      return m.rolesRequired(appTitle(entry.app));
    const problem = roleProblem(app.available_access, entry.role, entry.app);
    if (problem) return problem;
  }
  return null;
}

/** Apps an admin may offer in the assignment step (platform §3, §5). */
export function assignableApps(apps: readonly App[]): App[] {
  return apps.filter((app) => app.is_active_for_assignment && !HIDDEN_APPS.includes(app.app_name));
}
