import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { profileMessages, type UpdateAccount } from '@atrium/domain/profile/profile.contract.ts';
import type { UpdateProfile } from '@atrium/domain/users/users.schemas.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import { type AuthContext, actorOf, revokeSessionsExcept } from '../../platform/auth/sessions.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { describeMe } from '../me/me.service.ts';
import { identityConflict, requireFreeIdentity } from '../users/users.identity.ts';
import { type OwnChange, updateOwnUser } from './profile.repo.ts';

export interface ProfileDeps {
  db: Db;
  hasher: PasswordHasher;
}

/** Saves one's own change; a new password ends one's other sessions, this tab stays signed in. */
async function saveOwn(
  deps: ProfileDeps,
  auth: AuthContext,
  change: OwnChange,
  password: string | undefined,
): Promise<{ me: Me; message: string }> {
  if (password) change.passwordHash = await deps.hasher.hash(password);
  try {
    return await deps.db.transaction(async (tx: DbOrTx) => {
      const row = await updateOwnUser(tx, auth.user.id, change);
      if (change.passwordHash) await revokeSessionsExcept(tx, row.id, auth.tokenHash);
      await publish(tx, { type: 'me.changed' }, { kind: 'user', userId: row.id });
      if (auth.kind === 'org' && auth.orgId) {
        await publish(tx, { type: 'users.changed' }, { kind: 'org', orgId: auth.orgId });
      }
      const actor = actorOf(row, auth.kind, auth.actor.isOrgAdmin);
      return { me: await describeMe(tx, { ...auth, user: row, actor }), message: profileMessages.updated };
    });
  } catch (error) {
    throw identityConflict(error) ?? error;
  }
}

/**
 * Name, username, email, phone and password. Usernames and phones are unique within one's organisation;
 * master admins and creators belong to none, so only their email must be free.
 */
export async function updateProfile(deps: ProfileDeps, auth: AuthContext, input: UpdateProfile) {
  const orgId = auth.kind === 'org' ? auth.orgId : null;
  await requireFreeIdentity(deps.db, orgId, input, auth.user.id);
  const change: OwnChange = {
    name: input.name,
    username: input.username,
    email: input.email,
    phoneNumber: input.phoneNumber,
  };
  return saveOwn(deps, auth, change, input.password);
}

/** Name and password only: what every account, including master admins and creators, may change. */
export async function updateAccount(deps: ProfileDeps, auth: AuthContext, input: UpdateAccount) {
  return saveOwn(deps, auth, { name: input.name }, input.password);
}
