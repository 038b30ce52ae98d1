import type { App } from '@atrium/domain/access/access.schemas.ts';
import { appsMessages as m } from '@atrium/domain/access/access.schemas.ts';
import type { Actor } from '@atrium/domain/access/permissions.ts';
import type { Db } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { updateAppFlags } from './apps.repo.ts';

export interface AppFlags {
  isBlocked?: boolean;
  isActiveForAssignment?: boolean;
}

/**
 * An app's state is one row for the whole platform, so blocking it reaches every organisation: only the
 * master admin may change it (docs/decisions/0009). Every open tab hears of it and refetches the apps.
 */
export async function setAppFlags(db: Db, actor: Actor, appName: string, flags: AppFlags): Promise<App> {
  if (!actor.isMasterAdmin) throw forbidden(m.onlyMaster);
  return db.transaction(async (tx) => {
    const app = await updateAppFlags(tx, appName, flags);
    if (!app) throw notFound(m.notFound);
    await publish(tx, { type: 'apps.changed' }, { kind: 'everyone' });
    return app;
  });
}
