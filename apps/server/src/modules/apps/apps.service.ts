import type { App, AppState } from '@atrium/domain/access/access.schemas.ts';
import { appsMessages as m } from '@atrium/domain/access/access.schemas.ts';
import { mayManageOrgApps, mayManagePlatformApps } from '@atrium/domain/access/app-switches.ts';
import type { Actor } from '@atrium/domain/access/permissions.ts';
import type { Db } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { type AppFlags, updateAppFlags, updateOrgAppFlags } from './apps.repo.ts';

/**
 * The platform's state of an app reaches every organisation: only the master admin may change it
 * (docs/decisions/0009). Every open tab hears of it and refetches the apps.
 */
export async function setAppFlags(db: Db, actor: Actor, appName: string, flags: AppFlags): Promise<App> {
  if (!mayManagePlatformApps(actor)) throw forbidden(m.onlyMaster);
  return db.transaction(async (tx) => {
    const app = await updateAppFlags(tx, appName, flags);
    if (!app) throw notFound(m.notFound);
    await publish(tx, { type: 'apps.changed' }, { kind: 'everyone' });
    return app;
  });
}

/**
 * An organisation's own switches of an app, on top of the platform's: its org admins and control_all
 * holders set them, and only its own tabs hear of it (docs/decisions/0009).
 */
export async function setOrgAppFlags(
  db: Db,
  actor: Actor,
  appName: string,
  flags: AppFlags,
): Promise<AppState> {
  const orgId = actor.orgId;
  if (orgId === null) throw forbidden(actor.isMasterAdmin ? m.noOrganization : m.onlyMaster);
  if (!mayManageOrgApps(actor)) throw forbidden(m.onlyMaster);
  return db.transaction(async (tx) => {
    const app = await updateOrgAppFlags(tx, orgId, appName, flags, actor.id);
    if (!app) throw notFound(m.notFound);
    await publish(tx, { type: 'apps.changed' }, { kind: 'org', orgId });
    return app;
  });
}
