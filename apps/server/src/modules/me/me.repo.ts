import { settingsOf, type UpdateSettings, type UserSettings } from '@atrium/domain/me/me.schemas.ts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

/** Merges the given settings into the stored ones in one statement, so two tabs cannot lose each other's change. */
export async function updateSettings(
  db: DbOrTx,
  userId: string,
  change: UpdateSettings,
): Promise<UserSettings> {
  const [row] = await db
    .update(users)
    .set({ settings: sql`${users.settings} || ${JSON.stringify(change)}::jsonb`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ settings: users.settings });
  if (!row) throw new Error('user vanished while updating settings');
  return settingsOf(row.settings);
}

/** Adds or removes one quick action atomically and returns the resulting list. */
export async function setQuickAction(
  db: DbOrTx,
  userId: string,
  actionId: string,
  starred: boolean,
): Promise<string[]> {
  const next = starred
    ? sql`case when ${actionId} = any(${users.quickActions}) then ${users.quickActions}
               else array_append(${users.quickActions}, ${actionId}::text) end`
    : sql`array_remove(${users.quickActions}, ${actionId}::text)`;
  const [row] = await db
    .update(users)
    .set({ quickActions: next, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ quickActions: users.quickActions });
  if (!row) throw new Error('user vanished while updating quick actions');
  return row.quickActions;
}
