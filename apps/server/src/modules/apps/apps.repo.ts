import type { App } from '@atrium/domain/access/access.schemas.ts';
import { APP_CATALOGUE } from '@atrium/domain/access/apps.catalogue.ts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { apps } from '../../platform/db/schema.ts';

function toApp(row: typeof apps.$inferSelect): App {
  return {
    app_name: row.appName,
    available_access: row.availableAccess,
    ...(row.availableFolderAccess ? { available_folder_access: row.availableFolderAccess } : {}),
    is_active_for_assignment: row.isActiveForAssignment,
    is_blocked: row.isBlocked,
  };
}

export async function listApps(db: DbOrTx): Promise<App[]> {
  const rows = await db.select().from(apps).orderBy(asc(apps.sortOrder), asc(apps.appName));
  return rows.map(toApp);
}

/**
 * Writes the catalogue's roles on every start so a release can add a role; the operator's choices
 * (blocked, active for assignment) are left as they are.
 */
export async function syncAppCatalogue(db: DbOrTx): Promise<void> {
  for (const [index, app] of APP_CATALOGUE.entries()) {
    await db
      .insert(apps)
      .values({
        appName: app.app_name,
        availableAccess: app.available_access,
        availableFolderAccess: app.available_folder_access ?? null,
        sortOrder: index,
      })
      .onConflictDoUpdate({
        target: apps.appName,
        set: {
          availableAccess: app.available_access,
          availableFolderAccess: app.available_folder_access ?? null,
          sortOrder: index,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Changes the operator's choices of one app; null when no app has that name. */
export async function updateAppFlags(
  db: DbOrTx,
  appName: string,
  flags: { isBlocked?: boolean; isActiveForAssignment?: boolean },
): Promise<App | null> {
  const [row] = await db
    .update(apps)
    .set({ ...flags, updatedAt: sql`now()` })
    .where(eq(apps.appName, appName))
    .returning();
  if (!row) return null;
  return toApp(row);
}
