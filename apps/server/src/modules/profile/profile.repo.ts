import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

export type OwnChange = Partial<
  Pick<UserRow, 'name' | 'username' | 'email' | 'phoneNumber' | 'passwordHash'>
>;

/** One's own record, found by the session's user id (master admins and creators have no organisation). */
export async function updateOwnUser(db: DbOrTx, userId: string, change: OwnChange): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('the signed-in user vanished while updating the profile');
  return row;
}
