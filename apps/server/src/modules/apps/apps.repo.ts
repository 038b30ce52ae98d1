import type { App, AppState, AppSwitches } from '@atrium/domain/access/access.schemas.ts';
import { ORG_SWITCHES_UNSET, switchesInForce } from '@atrium/domain/access/app-switches.ts';
import { APP_CATALOGUE } from '@atrium/domain/access/apps.catalogue.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { apps, orgAppSettings } from '../../platform/db/schema.ts';

function toApp(row: typeof apps.$inferSelect): App {
  return {
    app_name: row.appName,
    available_access: row.availableAccess,
    ...(row.availableFolderAccess ? { available_folder_access: row.availableFolderAccess } : {}),
    is_active_for_assignment: row.isActiveForAssignment,
    is_blocked: row.isBlocked,
  };
}

const switchesOf = (row: { isActiveForAssignment: boolean; isBlocked: boolean }): AppSwitches => ({
  is_active_for_assignment: row.isActiveForAssignment,
  is_blocked: row.isBlocked,
});

/** The organisation's own row of each app; none for a caller of no organisation. */
const ownSwitches = (orgId: string | null) =>
  orgId === null
    ? sql`false`
    : and(eq(orgAppSettings.appName, apps.appName), eq(orgAppSettings.orgId, orgId));

function toAppState(
  row: typeof apps.$inferSelect,
  own: typeof orgAppSettings.$inferSelect | null,
  orgId: string | null,
): AppState {
  const platform = switchesOf(row);
  const organization = orgId === null ? null : own ? switchesOf(own) : ORG_SWITCHES_UNSET;
  return { ...toApp(row), ...switchesInForce(platform, organization), platform, organization };
}

/** The apps in catalogue order as the organisation has them (the platform's state alone without one). */
export async function listApps(db: DbOrTx, orgId: string | null): Promise<AppState[]> {
  const rows = await db
    .select({ app: apps, own: orgAppSettings })
    .from(apps)
    .leftJoin(orgAppSettings, ownSwitches(orgId))
    .orderBy(asc(apps.sortOrder), asc(apps.appName));
  return rows.map((row) => toAppState(row.app, row.own, orgId));
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

export interface AppFlags {
  isBlocked?: boolean;
  isActiveForAssignment?: boolean;
}

/** Changes the platform's choices of one app; null when no app has that name. */
export async function updateAppFlags(db: DbOrTx, appName: string, flags: AppFlags): Promise<App | null> {
  const [row] = await db
    .update(apps)
    .set({ ...flags, updatedAt: sql`now()` })
    .where(eq(apps.appName, appName))
    .returning();
  if (!row) return null;
  return toApp(row);
}

/** Changes one organisation's own choices of an app; null when no app has that name. */
export async function updateOrgAppFlags(
  db: DbOrTx,
  orgId: string,
  appName: string,
  flags: AppFlags,
  byUserId: string,
): Promise<AppState | null> {
  const [app] = await db.select().from(apps).where(eq(apps.appName, appName)).for('share');
  if (!app) return null;
  const change = { ...flags, updatedBy: byUserId, updatedAt: sql`now()` };
  const [own] = await db
    .insert(orgAppSettings)
    .values({ orgId, appName, ...change })
    .onConflictDoUpdate({ target: [orgAppSettings.orgId, orgAppSettings.appName], set: change })
    .returning();
  return toAppState(app, own ?? null, orgId);
}
