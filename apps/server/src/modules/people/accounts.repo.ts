import { and, eq, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * Accounts, whatever their organisation: sign-in looks them up by email, and organisations, creators and
 * user management add them.
 */

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

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}
