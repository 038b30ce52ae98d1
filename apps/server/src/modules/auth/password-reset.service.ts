import { RESET_PASSWORD_PAGE } from '@atrium/domain/auth/auth.contract.ts';
import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { limiterKey, recordFailure, secondsToWait } from '../../platform/auth/login-limiter.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { passwordResets } from '../../platform/db/schema.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findUserByEmail } from '../people/accounts.repo.ts';
import { setPasswordHash } from './users.repo.ts';

export interface PasswordResetDeps {
  db: Db;
  hasher: PasswordHasher;
  config: Config;
  mailer: Mailer;
}

/**
 * Mails a single-use link. The specification answers 'No account found with this email address.' for an
 * unknown email; requests are rate limited per email and per address so that answer cannot be mined.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
  clientIp: string,
): Promise<string> {
  const keys = [
    { key: limiterKey('account', `reset:${email}`), scope: 'account' as const },
    { key: limiterKey('address', `reset:${clientIp}`), scope: 'address' as const },
  ];
  if (
    (await secondsToWait(
      deps.db,
      keys.map((k) => k.key),
    )) > 0
  )
    throw tooManyRequests(m.tooManyRequests);
  await recordFailure(deps.db, keys);

  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isBlocked || user.isArchived) throw notFound(m.resetNoUser);

  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.RESET_TOKEN_TTL_MINUTES * 60_000);
  await deps.db.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, expiresAt });
  const link = `${deps.config.publicUrl}${RESET_PASSWORD_PAGE}?token=${token}`;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Atrium password',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone asked to reset the password of your Atrium account. To choose a new password, open:',
        link,
        '',
        `The link works once and expires in ${deps.config.RESET_TOKEN_TTL_MINUTES} minutes.`,
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  } catch {
    await deps.db.delete(passwordResets).where(eq(passwordResets.tokenHash, hashToken(token)));
    throw new AppError(502, 'internal', m.resetFailed);
  }
  return m.resetSent;
}

/** Sets the new password, spends the token and ends every open session of the account. */
export async function resetPassword(
  deps: PasswordResetDeps,
  token: string,
  password: string,
): Promise<string> {
  const passwordHash = await deps.hasher.hash(password);
  const tokenHash = hashToken(token);
  const done = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) return false;
    await setPasswordHash(tx, spent.userId, passwordHash);
    await revokeUserSessions(tx, spent.userId);
    return true;
  });
  if (!done) throw badRequest(m.resetLinkInvalid);
  return m.resetDone;
}
