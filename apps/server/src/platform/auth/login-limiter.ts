import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { loginAttempts } from '../db/schema.ts';

/**
 * Failed sign-ins per account and per address, counted in the database so every server process sees the
 * same numbers. The last free failure starts a temporary wait and each further one doubles it, capped; the count
 * forgets itself after a quiet hour: an attacker can slow an account down but never lock it for good.
 */
export const LIMITS = {
  account: { freeFailures: 5, baseSeconds: 2, capSeconds: 15 * 60 },
  address: { freeFailures: 30, baseSeconds: 2, capSeconds: 15 * 60 },
  forgetAfterSeconds: 60 * 60,
} as const;

type Scope = keyof Omit<typeof LIMITS, 'forgetAfterSeconds'>;

/** Past this many doublings every wait is at its cap anyway; bounding the exponent keeps power() finite. */
const MAX_DOUBLINGS = 20;

export function limiterKey(scope: Scope, value: string): string {
  return `${scope}:${value.trim().toLowerCase()}`;
}

/** Seconds the caller must still wait before another attempt on any of these keys (0 = go ahead). */
export async function secondsToWait(db: DbOrTx, keys: string[]): Promise<number> {
  let longest = 0;
  for (const key of keys) {
    const [row] = await db
      .select({
        wait: sql<number>`ceil(extract(epoch from (${loginAttempts.blockedUntil} - now())))::int`,
      })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, key));
    if (row && row.wait > longest) longest = row.wait;
  }
  return longest;
}

/** Counts one failure on each key atomically (one statement per key, safe under concurrency). */
export async function recordFailure(db: DbOrTx, keys: Array<{ key: string; scope: Scope }>): Promise<void> {
  for (const { key, scope } of keys) {
    const limit = LIMITS[scope];
    const forget = LIMITS.forgetAfterSeconds;
    await db.execute(sql`
      insert into login_attempts (key, failures, last_failure_at, blocked_until)
      values (${key}, 1, now(), null)
      on conflict (key) do update set
        failures = case when login_attempts.last_failure_at < now() - make_interval(secs => ${forget})
                        then 1 else login_attempts.failures + 1 end,
        last_failure_at = now(),
        blocked_until = case
          when (case when login_attempts.last_failure_at < now() - make_interval(secs => ${forget})
                     then 1 else login_attempts.failures + 1 end) < ${limit.freeFailures} then null
          else now() + make_interval(secs => least(${limit.capSeconds},
                 ${limit.baseSeconds} * power(2, least(${MAX_DOUBLINGS},
                   (login_attempts.failures + 1) - ${limit.freeFailures}))))
        end`);
  }
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
