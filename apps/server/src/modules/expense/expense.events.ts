import type { DbOrTx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';

/**
 * A transfer request of the organisation was made or changed: open request lists and details refetch (sent on
 * commit). Every member hears it; what each may see is decided again when their tab refetches.
 */
export function publishExpenseChanged(db: DbOrTx, orgId: string, requestId: string): Promise<void> {
  return publish(db, { type: 'expense.changed', requestId }, { kind: 'org', orgId });
}
