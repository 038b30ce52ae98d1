import type { Db } from '../../platform/db/database.ts';
import { publishCoalesced } from '../../platform/events/coalesced-publisher.ts';

/**
 * A transfer request of the organisation was made or changed: open request lists and details refetch. Call it
 * once the change has committed: a NOTIFY inside the change's transaction would hold PostgreSQL's notify lock
 * until the commit is flushed, and serialise the commits of approvers working on different requests. Every
 * member hears it; what each may see is decided again when their tab refetches.
 */
export function expenseChanged(db: Db, orgId: string, requestId: string): void {
  publishCoalesced(
    db,
    `expense:${requestId}`,
    { type: 'expense.changed', requestId },
    { kind: 'org', orgId },
  );
}
