import type { LiveEvent } from '@atrium/domain/events/events.schemas.ts';
import type { Db } from '../db/database.ts';
import { type Audience, publishAll } from './event-bus.ts';

/** How long repeats of one event are folded together: what a live table may lag behind a busy form. */
export const COALESCE_WINDOW_MS = 100;

interface Pending {
  timer: NodeJS.Timeout;
  events: Map<string, { event: LiveEvent; audience: Audience }>;
}

const pendingByDb = new WeakMap<Db, Pending>();

/**
 * Publishes "changed, read again" events after the writer's commit, folding repeats of the same key within
 * COALESCE_WINDOW_MS into one notification. Busy forms take hundreds of submissions a second: a NOTIFY in
 * each transaction would serialise their commits (PostgreSQL holds one lock across every notifying commit)
 * and wake every open table once per entry. Call it only after the change has committed. A notification
 * lost to a crash within the window costs an open table its refresh, never data.
 */
export function publishCoalesced(db: Db, key: string, event: LiveEvent, audience: Audience): void {
  let pending = pendingByDb.get(db);
  if (!pending) {
    const events = new Map<string, { event: LiveEvent; audience: Audience }>();
    const timer = setTimeout(() => {
      pendingByDb.delete(db);
      void flush(db, events);
    }, COALESCE_WINDOW_MS);
    timer.unref();
    pending = { timer, events };
    pendingByDb.set(db, pending);
  }
  pending.events.set(key, { event, audience });
}

async function flush(db: Db, events: Pending['events']): Promise<void> {
  // A closed pool (the server stopping) or a dropped connection loses refresh hints, nothing more.
  await publishAll(db, [...events.values()]).catch(() => undefined);
}
