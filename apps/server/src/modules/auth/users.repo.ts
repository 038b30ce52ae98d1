import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function touchLastLoggedIn(db: DbOrTx, id: string): Promise<void> {
  await db.update(users).set({ lastLoggedIn: sql`now()` }).where(eq(users.id, id));
}

export async function setPasswordHash(db: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** A member of this organisation with this email; the only place Microsoft sign-in looks at an email. */
export async function findOrgUserByEmail(db: DbOrTx, orgId: string, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), sql`lower(${users.email}) = lower(${email.trim()})`))
    .limit(1);
  return row ?? null;
}
