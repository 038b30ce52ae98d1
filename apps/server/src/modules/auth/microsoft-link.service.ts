import type { UserRow } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { insertUser } from '../people/accounts.repo.ts';
import type { MicrosoftClaims } from './microsoft-client.ts';
import { findIdentity, hasIdentityAt, insertIdentity, updateIdentity } from './microsoft-identities.repo.ts';
import { findOrgUserByEmail, findUserById } from './users.repo.ts';

/** A Microsoft user who belongs to no organisation yet, and is neither master admin nor creator. */
export const isProvisional = (user: UserRow) => user.orgId === null && !user.isMasterAdmin && !user.isCreator;

/**
 * The member of this organisation who carries the token's email and has no identity at this issuer yet.
 * Safe only because the caller has checked the tenant exactly (docs/decisions: Microsoft sign-in by email).
 */
async function linkableMember(tx: DbOrTx, orgId: string, claims: MicrosoftClaims): Promise<UserRow | null> {
  if (!claims.email) return null;
  const member = await findOrgUserByEmail(tx, orgId, claims.email);
  if (!member || (await hasIdentityAt(tx, member.id, claims.issuer))) return null;
  return member;
}

/** A first-time user starts with empty access and no organisation (platform spec §3). */
function provisionalUser(claims: MicrosoftClaims) {
  const email = claims.email ?? '';
  const localPart = email.split('@')[0] || `ms-${claims.subject.slice(0, 12)}`;
  return { orgId: null, email, name: claims.name ?? localPart, username: localPart, access: [] };
}

/**
 * Finds the user behind a verified Microsoft identity for a sign-in to `orgId`: by issuer and subject
 * first; else a member of that organisation with the same email, linked now; else a new provisional user.
 * A provisional user is re-pointed to a member once an admin has added that email to the organisation.
 * Run it in a transaction so a provisional user never exists without its identity.
 */
export async function resolveMicrosoftUser(
  tx: DbOrTx,
  orgId: string,
  claims: MicrosoftClaims,
): Promise<UserRow> {
  const key = { issuer: claims.issuer, subject: claims.subject };
  const email = claims.email ?? null;
  const identity = await findIdentity(tx, key.issuer, key.subject);
  if (identity) {
    const user = await findUserById(tx, identity.userId);
    if (!user) throw new Error('an identity points at a missing user');
    const member = isProvisional(user) ? await linkableMember(tx, orgId, claims) : null;
    const target = member ?? user;
    if (target.id !== identity.userId || email !== identity.email) {
      await updateIdentity(tx, key, { userId: target.id, email });
    }
    return target;
  }
  const member = await linkableMember(tx, orgId, claims);
  const user = member ?? (await insertUser(tx, provisionalUser(claims)));
  await insertIdentity(tx, { ...key, userId: user.id, email });
  return user;
}
