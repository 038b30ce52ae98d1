import type { AccessEntry, App } from '@atrium/domain/access/access.schemas.ts';
import { accessProblem } from '@atrium/domain/access/access-assignment.ts';
import { type AccessAction, mayInAccess } from '@atrium/domain/access/access-rights.ts';
import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { type Actor, hasApp } from '@atrium/domain/access/permissions.ts';
import { type UserAction, userActionRefusal } from '@atrium/domain/users/user-rules.ts';
import { userMessages as m } from '@atrium/domain/users/users.messages.ts';
import { badRequest, forbidden, validationFailed } from '../../platform/http/errors.ts';
import type { OrgUserRow } from './users.repo.ts';

/** The users table is for org admins and holders of the access-management app. */
export function requireUserListAccess(actor: Actor): void {
  if (!actor.isOrgAdmin && !hasApp(actor, APP.access)) throw forbidden(m.noListPermission);
}

/** Refuses what the access-management roles do not allow: the same table that shapes each row's buttons. */
export function requireAccessRight(actor: Actor, action: AccessAction, message: string): void {
  if (!mayInAccess(actor, action)) throw forbidden(message);
}

/** Refuses an edit, archive or restore the user rules forbid: archiving oneself is a 400, the others 403. */
export function requireUserAction(actor: Actor, target: OrgUserRow, action: UserAction): void {
  const refusal = userActionRefusal(actor, target, action);
  if (!refusal) return;
  throw refusal.kind === 'bad-request' ? badRequest(refusal.message) : forbidden(refusal.message);
}

const normalised = (entry: AccessEntry) =>
  JSON.stringify({
    app: entry.app,
    role: [...(entry.role ?? [])].sort(),
    folders: (entry.folders ?? [])
      .map((f) => ({ name: f.folder_name, drive: f.folder_drive_id, roles: [...f.roles].sort() }))
      .sort((a, b) => a.drive.localeCompare(b.drive)),
  });

/**
 * Checks a new access list. Entries the user already holds, unchanged, are kept even if their app is no longer
 * offered for assignment (the edit dialog shows only assignable apps and sends the others back untouched);
 * every new or changed entry must pass the assignment rules.
 */
export function requireValidAccess(next: AccessEntry[], current: AccessEntry[], apps: App[]): void {
  const seen = new Set<string>();
  for (const entry of next) {
    if (seen.has(entry.app)) throw validationFailed(m.appNotAssignable(entry.app));
    seen.add(entry.app);
  }
  const kept = new Set(current.map(normalised));
  const changed = next.filter((entry) => !kept.has(normalised(entry)));
  const problem = accessProblem(changed, apps);
  if (problem) throw validationFailed(problem);
}
