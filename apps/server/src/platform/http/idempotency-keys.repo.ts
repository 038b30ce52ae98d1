import { IDEMPOTENCY_KEY_TTL_HOURS } from '@atrium/domain/common/idempotency.ts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';

export interface KeyClaim {
  userId: string;
  orgId: string | null;
  operation: string;
  key: string;
  fingerprint: string;
}

/** The first answer given for a key. */
export interface Answer {
  status: number;
  contentType: string | null;
  body: string;
}

const expiry = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

const sameKey = (claim: KeyClaim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.operation, claim.operation),
    eq(idempotencyKeys.key, claim.key),
  );

/**
 * Takes the key for this request: true when it was free (never used, or expired). The primary key makes a
 * concurrent second claim wait for the first insert to commit and then find the key taken.
 */
export async function claimKey(db: Db, claim: KeyClaim): Promise<boolean> {
  const taken = await db
    .insert(idempotencyKeys)
    .values({ ...claim })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.operation, idempotencyKeys.key],
      set: {
        orgId: claim.orgId,
        fingerprint: claim.fingerprint,
        status: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: lt(idempotencyKeys.createdAt, expiry),
    })
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** The live record of a key: its fingerprint, and its answer once the first request has one. */
export async function readKey(
  db: Db,
  claim: KeyClaim,
): Promise<{ fingerprint: string; answer: Answer | null } | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(sameKey(claim), gte(idempotencyKeys.createdAt, expiry)));
  if (!row) return null;
  const answer =
    row.status === null ? null : { status: row.status, contentType: row.contentType, body: row.body ?? '' };
  return { fingerprint: row.fingerprint, answer };
}

export async function recordAnswer(db: Db, claim: KeyClaim, answer: Answer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, contentType: answer.contentType, body: answer.body })
    .where(sameKey(claim));
}

/** Frees a key whose request was refused, so a corrected retry with it runs. */
export async function releaseKey(db: Db, claim: KeyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(and(sameKey(claim), sql`${idempotencyKeys.status} is null`));
}

export async function forgetExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiry));
}
