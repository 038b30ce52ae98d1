import { accessProblem } from '@atrium/domain/access/access-assignment.ts';
import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import type { Actor } from '@atrium/domain/access/permissions.ts';
import type { AccountClosedEvent } from '@atrium/domain/events/events.schemas.ts';
import { type UserAction, userCapabilities } from '@atrium/domain/users/user-rules.ts';
import { userMessages as m } from '@atrium/domain/users/users.messages.ts';
import type { CreateUser, UpdateUserInfo, UserSummary } from '@atrium/domain/users/users.schemas.ts';
import { orgCaller } from '../../platform/auth/org-caller.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import {
  type AuthContext,
  revokeSessionsExcept,
  revokeUserSessions,
  type UserRow,
} from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest, notFound, validationFailed } from '../../platform/http/errors.ts';
import { requireAppAvailable } from '../apps/app-gate.ts';
import { appCatalogue } from '../apps/apps.queries.ts';
import { insertUser } from '../people/accounts.repo.ts';
import { activeUsers } from '../people/people-directory.repo.ts';
import { withOrgFolders } from '../storage/storage.queries.ts';
import { identityConflict, requireFreeIdentity } from './users.identity.ts';
import {
  addToDefaultGroup,
  findOrgUser,
  listOrgUsers,
  type OrgUserRow,
  type UserChange,
  type UserPageQuery,
  updateOrgUser,
} from './users.repo.ts';
import {
  requireAccessRight,
  requireUserAction,
  requireUserListAccess,
  requireValidAccess,
} from './users.rules.ts';

export interface UsersDeps {
  db: Db;
  hasher: PasswordHasher;
}

/** Users are managed inside the session's organisation; other sessions meet the users screen's refusal. */
const usersOrg = (auth: AuthContext) => orgCaller(auth, m.noListPermission).orgId;

/** A user as the caller sees it, with what the caller may do with them. */
export function toUserSummary(actor: Actor, row: UserRow, isOrgAdmin: boolean): UserSummary {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phoneNumber: row.phoneNumber,
    access: row.access,
    isBlocked: row.isBlocked,
    isArchived: row.isArchived,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    isFirstAdmin: row.isFirstAdmin,
    isOrgAdmin,
    isTestUser: row.isTestUser,
    lastLoggedIn: row.lastLoggedIn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    capabilities: userCapabilities(actor, { id: row.id, isFirstAdmin: row.isFirstAdmin, isOrgAdmin }),
  };
}

/** Tells the organisation's users tables and the user's own tabs (apps, quick actions) that a user changed. */
async function announce(tx: DbOrTx, orgId: string, userId: string): Promise<void> {
  await publish(tx, { type: 'users.changed' }, { kind: 'org', orgId });
  await publish(tx, { type: 'me.changed' }, { kind: 'user', userId });
}

/** Ends every session of a user who may no longer work, and shows their open tabs why (blocked or archived). */
async function shutOut(tx: DbOrTx, userId: string, why: AccountClosedEvent): Promise<void> {
  await revokeUserSessions(tx, userId);
  await publish(tx, { type: why }, { kind: 'user', userId });
}

/** The edit dialog's two rights: the details and status, or the app access and roles. */
const RIGHTS = {
  edit: { action: 'edit-user-info', refusal: m.noEditPermission },
  assign: { action: 'assign-app-access', refusal: m.noAssignPermission },
} as const;

/**
 * The user the caller acts on, once the Access app is open, the caller holds the right and the user's
 * own rules allow the action.
 */
async function actionTarget(
  deps: UsersDeps,
  auth: AuthContext,
  userId: string,
  right: keyof typeof RIGHTS,
  action: UserAction,
): Promise<{ orgId: string; target: OrgUserRow }> {
  const orgId = usersOrg(auth);
  requireAppAvailable(auth, APP.access);
  requireAccessRight(auth.actor, RIGHTS[right].action, RIGHTS[right].refusal);
  const target = await findOrgUser(deps.db, orgId, userId);
  if (!target) throw notFound(m.notFound);
  requireUserAction(auth.actor, target, action);
  return { orgId, target };
}

export async function listUsers(deps: UsersDeps, auth: AuthContext, query: UserPageQuery) {
  const orgId = usersOrg(auth);
  requireAppAvailable(auth, APP.access);
  requireUserListAccess(auth.actor);
  const { rows, total } = await listOrgUsers(deps.db, orgId, query);
  return { users: rows.map((row) => toUserSummary(auth.actor, row, row.isOrgAdmin)), total };
}

export async function listPickable(deps: UsersDeps, auth: AuthContext) {
  return { users: await activeUsers(deps.db, usersOrg(auth)) };
}

/** A new member with app access, in the organisation's Default group from the first moment. */
export async function createUser(deps: UsersDeps, auth: AuthContext, input: CreateUser) {
  const orgId = usersOrg(auth);
  requireAppAvailable(auth, APP.access);
  requireAccessRight(auth.actor, 'create-user', m.noCreatePermission);
  if (input.access.length > 0) {
    requireAccessRight(auth.actor, 'assign-app-access', m.noAssignPermission);
  }
  const problem = accessProblem(input.access, await appCatalogue(deps.db, orgId));
  if (problem) throw validationFailed(problem);
  const access = await withOrgFolders(deps.db, orgId, input.access);
  if (!access) throw validationFailed(m.unknownFolder);
  await requireFreeIdentity(deps.db, orgId, input, null);
  const passwordHash = await deps.hasher.hash(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        orgId,
        name: input.name,
        username: input.username,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash,
        access,
      });
      if (await addToDefaultGroup(tx, orgId, row.id)) {
        await publish(tx, { type: 'user-groups.changed' }, { kind: 'org', orgId });
      }
      await publish(tx, { type: 'users.changed' }, { kind: 'org', orgId });
      return { user: toUserSummary(auth.actor, row, false), message: m.created };
    });
  } catch (error) {
    throw identityConflict(error) ?? error;
  }
}

/** Details, an optional new password and the blocked switch (step 1 of the edit dialog). */
export async function updateUserInfo(
  deps: UsersDeps,
  auth: AuthContext,
  userId: string,
  input: UpdateUserInfo,
) {
  const { orgId, target } = await actionTarget(deps, auth, userId, 'edit', 'edit');
  const self = target.id === auth.actor.id;
  if (input.isBlocked && self) throw badRequest(m.cannotBlockSelf);
  await requireFreeIdentity(deps.db, orgId, input, target.id);

  const change: UserChange = {
    name: input.name,
    username: input.username,
    email: input.email,
    phoneNumber: input.phoneNumber,
    ...(input.isBlocked !== undefined ? { isBlocked: input.isBlocked } : {}),
  };
  if (input.password) change.passwordHash = await deps.hasher.hash(input.password);
  const blocking = input.isBlocked === true && !target.isBlocked;
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await updateOrgUser(tx, orgId, target.id, change);
      if (!row) throw notFound(m.notFound);
      if (blocking) await shutOut(tx, row.id, 'account.blocked');
      // A new password set by someone else ends the old sessions; one's own keeps the current tab.
      else if (change.passwordHash) await revokeSessionsExcept(tx, row.id, self ? auth.tokenHash : null);
      await announce(tx, orgId, row.id);
      return { user: toUserSummary(auth.actor, row, target.isOrgAdmin), message: m.infoUpdated };
    });
  } catch (error) {
    throw identityConflict(error) ?? error;
  }
}

/** Replaces the user's app access and roles (step 2 of the edit dialog, or the profile's App Access tab). */
export async function updateUserAccess(
  deps: UsersDeps,
  auth: AuthContext,
  userId: string,
  access: CreateUser['access'],
) {
  const { orgId, target } = await actionTarget(deps, auth, userId, 'assign', 'edit');
  requireValidAccess(access, target.access, await appCatalogue(deps.db, orgId));
  const named = await withOrgFolders(deps.db, orgId, access);
  if (!named) throw validationFailed(m.unknownFolder);
  return deps.db.transaction(async (tx) => {
    const row = await updateOrgUser(tx, orgId, target.id, { access: named });
    if (!row) throw notFound(m.notFound);
    await announce(tx, orgId, row.id);
    return { user: toUserSummary(auth.actor, row, target.isOrgAdmin), message: m.accessUpdated };
  });
}

export async function archiveUser(deps: UsersDeps, auth: AuthContext, userId: string) {
  const { orgId, target } = await actionTarget(deps, auth, userId, 'edit', 'archive');
  await deps.db.transaction(async (tx) => {
    await updateOrgUser(tx, orgId, target.id, {
      isArchived: true,
      archivedAt: target.isArchived ? target.archivedAt : new Date(),
    });
    // The blocking event first: the user's tabs show the dialog before anything else arrives.
    await shutOut(tx, target.id, 'account.archived');
    await announce(tx, orgId, target.id);
  });
  return { message: m.archived };
}

export async function restoreUser(deps: UsersDeps, auth: AuthContext, userId: string) {
  const { orgId, target } = await actionTarget(deps, auth, userId, 'edit', 'restore');
  await deps.db.transaction(async (tx) => {
    await updateOrgUser(tx, orgId, target.id, { isArchived: false, archivedAt: null });
    await announce(tx, orgId, target.id);
  });
  return { message: m.restored };
}
