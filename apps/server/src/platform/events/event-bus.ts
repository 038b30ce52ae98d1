import type { LiveEvent } from '@atrium/domain/events/events.schemas.ts';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Db, DbOrTx } from '../db/database.ts';

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
  // PostgreSQL delivers a payload repeated in one transaction once: a repeat need not be sent at all (a
  // savepoint is a transaction object of its own, so a repeat after one rolled back is still sent).
  if (db instanceof PgTransaction) {
    const sent = sentInTransaction.get(db) ?? new Set<string>();
    if (sent.has(payload)) return;
    sentInTransaction.set(db, sent.add(payload));
  }
  await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
}

const sentInTransaction = new WeakMap<object, Set<string>>();

/** Publishes several events outside any transaction in one statement: one round trip, one short notify lock. */
export async function publishAll(db: Db, envelopes: readonly Envelope[]): Promise<void> {
  if (envelopes.length === 0) return;
  const payloads = envelopes.map((envelope) => JSON.stringify(envelope));
  await db.execute(
    sql`select pg_notify(${CHANNEL}, payload) from unnest(${sql.param(payloads)}::text[]) as payload`,
  );
}

type Subscriber = (envelope: Envelope) => void;

/** What the hub reports to the server's log. */
export interface HubLog {
  malformed(payload: string): void;
  lost(error: unknown, retryMs: number): void;
  restored(): void;
}

const RESYNC: Envelope = { event: { type: 'resync' }, audience: { kind: 'everyone' } };

export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private unlisten: (() => Promise<void>) | null = null;

  async start(database: Database, log: HubLog): Promise<void> {
    this.unlisten = await database.listen(
      CHANNEL,
      (payload) => {
        let envelope: Envelope;
        try {
          envelope = JSON.parse(payload) as Envelope;
        } catch {
          log.malformed(payload);
          return;
        }
        this.fanOut(envelope);
      },
      {
        onLost: (error, retryMs) => log.lost(error, retryMs),
        // Events published while the connection was down never arrived: every tab must look again.
        onRestored: () => {
          log.restored();
          this.fanOut(RESYNC);
        },
      },
    );
  }

  private fanOut(envelope: Envelope): void {
    for (const subscriber of this.subscribers) subscriber(envelope);
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
