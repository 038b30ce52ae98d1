import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@atrium/domain/events/events.schemas.ts';
import type { FastifyInstance } from 'fastify';

/** Starts real HTTP on a free local port (streams need it: inject waits for the end of the answer). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface EventStream {
  /** Every event received so far, in order. */
  readonly events: LiveEvent[];
  /**
   * Resolves with the next event of this type (and, when given, that `where` accepts) that no earlier call
   * took, received already or later. Events sent after a commit may arrive late, so a test names its own.
   */
  next(type: LiveEvent['type'], where?: (event: LiveEvent) => boolean): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens /api/events as a browser tab would and reads it in the background. */
export async function openEventStream(baseUrl: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal });
  if (response.status !== 200 || !response.body) {
    controller.abort();
    throw new Error(`event stream refused: ${response.status} ${await response.text()}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: LiveEvent[] = [];
  const waiters: Array<{ accepts: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }> = [];
  /** Events not yet handed to a `next` call. */
  const unread: LiveEvent[] = [];
  let buffer = '';
  let connected: () => void = () => {};
  const isConnected = new Promise<void>((resolve) => {
    connected = resolve;
  });

  const deliver = (block: string) => {
    if (block.includes(': connected')) connected();
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice('data: '.length))
      .join('\n');
    if (!data) return;
    const event = JSON.parse(data) as LiveEvent;
    events.push(event);
    const waiter = waiters.find((w) => w.accepts(event));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    } else {
      unread.push(event);
    }
  };

  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          deliver(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();

  // The server subscribes before it writes its first comment, so from here on nothing is missed.
  await Promise.race([
    isConnected,
    ended.then(() => {
      throw new Error('the event stream ended before it was connected');
    }),
  ]);
  return {
    events,
    ended,
    next(type, where = () => true) {
      const accepts = (event: LiveEvent) => event.type === type && where(event);
      const index = unread.findIndex(accepts);
      if (index >= 0) return Promise.resolve(unread.splice(index, 1)[0] as LiveEvent);
      return new Promise((resolve) => waiters.push({ accepts, resolve }));
    },
    close: () => controller.abort(),
  };
}
