import type { DbOrTx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';

/** Folders or files of the organisation changed: open storage screens refetch (sent on commit). */
export function publishStorageChanged(db: DbOrTx, orgId: string): Promise<void> {
  return publish(db, { type: 'storage.changed' }, { kind: 'org', orgId });
}
