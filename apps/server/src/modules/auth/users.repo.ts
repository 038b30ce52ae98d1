import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The account that signs in with this email: provisional Microsoft records hold no email claim. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email.trim()})`,
        or(sql`${users.orgId} is not null`, eq(users.isMasterAdmin, true), eq(users.isCreator, true)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
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
