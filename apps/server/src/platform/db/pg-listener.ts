import pg from 'pg';

/** What a subscriber hears about the health of its LISTEN connection. */
export interface ListenWatch {
  /** The connection is down (a server restart, an administrator ended it); another try follows in `retryMs`. */
  onLost?(error: unknown, retryMs: number): void;
  /** Listening again after a loss: whatever was notified in between was missed. */
  onRestored?(): void;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 10_000;

/**
 * LISTENs on a connection of its own that stays open for the life of the subscription. When the server drops
 * it, it reconnects with a doubling pause (up to ten seconds) instead of letting the error end the process,
 * and says so through `watch`. Resolves once the first LISTEN is in place; a first failure rejects.
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  watch: ListenWatch = {},
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    const lose = (error: unknown) => {
      // While connecting, the failure rejects connect() or LISTEN instead.
      if (current !== client) return;
      current = null;
      client.end().catch(() => undefined);
      if (!stopped) retry(error);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  };

  const retry = (error: unknown) => {
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    watch.onLost?.(error, wait);
    timer = setTimeout(() => {
      if (stopped) return;
      open().then(
        () => {
          if (stopped) {
            current?.end().catch(() => undefined);
            current = null;
            return;
          }
          retryMs = FIRST_RETRY_MS;
          watch.onRestored?.();
        },
        (failure: unknown) => {
          if (!stopped) retry(failure);
        },
      );
    }, wait);
    timer.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end();
  };
}
