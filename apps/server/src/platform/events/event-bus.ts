import type { LiveEvent } from '@atrium/domain/events/events.schemas.ts';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/database.ts';

const CHANNEL = 'atrium_events';

/** Who may receive an event. The stream of each tab checks its own session against it. */
export type Audience =
  | { kind: 'everyone' }
  | { kind: 'org'; orgId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'master-admins' };

export interface Envelope {
  event: LiveEvent;
  audience: Audience;
}

/**
 * Publishes with NOTIFY on the caller's connection: inside a transaction the event leaves only on commit,
 * so nobody hears of a change that was rolled back. Every server process LISTENs and fans out locally.
 */
export async function publish(db: DbOrTx, event: LiveEvent, audience: Audience): Promise<void> {
  const payload = JSON.stringify({ event, audience } satisfies Envelope);
  await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

type Subscriber = (envelope: Envelope) => void;

export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private unlisten: (() => Promise<void>) | null = null;

  async start(database: Database, onBadPayload: (payload: string) => void): Promise<void> {
    this.unlisten = await database.listen(CHANNEL, (payload) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(payload) as Envelope;
      } catch {
        onBadPayload(payload);
        return;
      }
      for (const subscriber of this.subscribers) subscriber(envelope);
    });
  }

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  async stop(): Promise<void> {
    this.subscribers.clear();
    await this.unlisten?.();
    this.unlisten = null;
  }
}
