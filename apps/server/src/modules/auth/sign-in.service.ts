import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import type { AccountSignIn, OrgSignIn } from '@atrium/domain/auth/auth.schemas.ts';
import type { SessionKind } from '@atrium/domain/me/me.schemas.ts';
import type { Config } from '../../config.ts';
import {
  clearFailures,
  limiterKey,
  recordFailure,
  secondsToWait,
} from '../../platform/auth/login-limiter.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import { createSession, type UserRow } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  type AppError,
  forbidden,
  notFound,
  tooManyRequests,
  unauthenticated,
} from '../../platform/http/errors.ts';
import { organizationById } from '../orgs/orgs.queries.ts';
import { findUserByEmail } from '../people/accounts.repo.ts';
import { touchLastLoggedIn } from './users.repo.ts';

export interface SignInDeps {
  db: Db;
  hasher: PasswordHasher;
  config: Config;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  userId: string;
}

/**
 * Checks the limiter, then the password, then what the account may do. The account's state (blocked,
 * member or not) is revealed only to someone who knows its password.
 */
async function verifyCredentials(
  deps: SignInDeps,
  email: string,
  password: string,
  client: ClientInfo,
  failure: AppError,
): Promise<UserRow> {
  const accountKey = limiterKey('account', email);
  const addressKey = limiterKey('address', client.ip);
  const wait = await secondsToWait(deps.db, [accountKey, addressKey]);
  if (wait > 0) throw tooManyRequests(m.signInWait(wait));

  const user = await findUserByEmail(deps.db, email);
  const valid = user?.passwordHash
    ? await deps.hasher.verify(user.passwordHash, password)
    : await deps.hasher.verifyAgainstNothing(password);
  if (!user || !valid) {
    await recordFailure(deps.db, [
      { key: accountKey, scope: 'account' },
      { key: addressKey, scope: 'address' },
    ]);
    throw failure;
  }
  await clearFailures(deps.db, accountKey);
  if (user.isBlocked || user.isArchived) throw forbidden(m.userBlockedOrArchived);
  return user;
}

async function openSession(
  deps: SignInDeps,
  user: UserRow,
  kind: SessionKind,
  orgId: string | null,
  client: ClientInfo,
): Promise<SignedIn> {
  const session = await createSession(deps.db, {
    userId: user.id,
    kind,
    orgId,
    ttlHours: deps.config.SESSION_TTL_HOURS,
    userAgent: client.userAgent,
  });
  await touchLastLoggedIn(deps.db, user.id);
  return { ...session, userId: user.id };
}

export async function signInToOrganization(
  deps: SignInDeps,
  input: OrgSignIn,
  client: ClientInfo,
): Promise<SignedIn> {
  const org = await organizationById(deps.db, input.orgId);
  if (!org) {
    await recordFailure(deps.db, [{ key: limiterKey('address', client.ip), scope: 'address' }]);
    throw notFound(m.orgMissing);
  }
  const user = await verifyCredentials(
    deps,
    input.email,
    input.password,
    client,
    unauthenticated(m.loginFailed),
  );
  if (user.orgId !== org.id) throw forbidden(m.notAMember);
  return openSession(deps, user, 'org', org.id, client);
}

/** The account-wide areas: who may enter each, and what a wrong password or a missing right is told. */
const accountAreas = {
  master: {
    loginFailed: m.adminLoginFailed,
    allowed: (user: UserRow) => user.isMasterAdmin,
    refusal: m.notAMasterAdmin,
  },
  creator: {
    loginFailed: m.creatorLoginFailed,
    allowed: (user: UserRow) => user.isCreator,
    refusal: m.notACreator,
  },
} as const;

async function signInToAccountArea(
  deps: SignInDeps,
  kind: keyof typeof accountAreas,
  input: AccountSignIn,
  client: ClientInfo,
): Promise<SignedIn> {
  const area = accountAreas[kind];
  const user = await verifyCredentials(
    deps,
    input.email,
    input.password,
    client,
    unauthenticated(area.loginFailed),
  );
  if (!area.allowed(user)) throw forbidden(area.refusal);
  return openSession(deps, user, kind, null, client);
}

export function signInAsMasterAdmin(
  deps: SignInDeps,
  input: AccountSignIn,
  client: ClientInfo,
): Promise<SignedIn> {
  return signInToAccountArea(deps, 'master', input, client);
}

export function signInAsCreator(
  deps: SignInDeps,
  input: AccountSignIn,
  client: ClientInfo,
): Promise<SignedIn> {
  return signInToAccountArea(deps, 'creator', input, client);
}
