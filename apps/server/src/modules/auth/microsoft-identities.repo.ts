import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userIdentities } from '../../platform/db/schema.ts';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** Identities are keyed by issuer and subject: the same subject at another issuer is another person. */
export async function findIdentity(db: DbOrTx, issuer: string, subject: string): Promise<IdentityRow | null> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row ?? null;
}

export async function hasIdentityAt(db: DbOrTx, userId: string, issuer: string): Promise<boolean> {
  const rows = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer)))
    .limit(1);
  return rows.length > 0;
}

export async function insertIdentity(
  db: DbOrTx,
  identity: typeof userIdentities.$inferInsert,
): Promise<void> {
  await db.insert(userIdentities).values(identity);
}

/** Points an identity at a user and remembers the email the identity provider last sent. */
export async function updateIdentity(
  db: DbOrTx,
  key: { issuer: string; subject: string },
  change: { userId: string; email: string | null },
): Promise<void> {
  await db
    .update(userIdentities)
    .set(change)
    .where(and(eq(userIdentities.issuer, key.issuer), eq(userIdentities.subject, key.subject)));
}
