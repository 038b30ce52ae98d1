import { userMessages as m } from '@atrium/domain/users/users.messages.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { type AppError, conflict } from '../../platform/http/errors.ts';
import { type Identity, takenIdentity } from './users.repo.ts';

const TAKEN = { username: m.usernameTaken, email: m.emailTaken, phoneNumber: m.phoneTaken } as const;

/** Refuses values another account holds, naming every taken field at once (platform §5). */
export async function requireFreeIdentity(
  db: DbOrTx,
  orgId: string | null,
  identity: Identity,
  exceptUserId: string | null,
): Promise<void> {
  const taken = await takenIdentity(db, orgId, identity, exceptUserId);
  const fields: Record<string, string> = {};
  for (const key of ['username', 'email', 'phoneNumber'] as const) if (taken[key]) fields[key] = TAKEN[key];
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}

const CONSTRAINTS = [
  ['users_org_username_key', 'username'],
  ['users_email_key', 'email'],
  ['users_org_phone_key', 'phoneNumber'],
] as const;

/**
 * Two requests that both passed the check above meet at the unique indexes: the loser gets the same
 * answer as if the check had caught it. Anything else is not ours to translate.
 */
export function identityConflict(error: unknown): AppError | null {
  for (const [constraint, field] of CONSTRAINTS) {
    if (isUniqueViolation(error, constraint)) return conflict(TAKEN[field], { [field]: TAKEN[field] });
  }
  return null;
}
