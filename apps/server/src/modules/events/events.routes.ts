import type { ServerResponse } from 'node:http';
import { EVENTS_PATH, isAccountClosed, type LiveEvent } from '@atrium/domain/events/events.schemas.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Audience } from '../../platform/events/event-bus.ts';

const HEARTBEAT_MS = 25_000;

function reaches(audience: Audience, auth: AuthContext): boolean {
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'org':
      return auth.kind === 'org' && auth.orgId === audience.orgId;
    case 'user':
      return auth.user.id === audience.userId;
    case 'master-admins':
      return auth.kind === 'master';
  }
}

/**
 * One Server-Sent Events stream per tab. It carries only events addressed to this session's user,
 * organisation or role; the tab refetches what the event names, so no data travels on the stream.
 */
export function eventsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = new Set<ServerResponse>();
  // Before the server stops listening: it waits for every connection to end, and a stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const auth = await request.auth();
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 3000\n: connected\n\n');
    open.add(response);
    const closed = ctx.metrics.streamOpened();

    const send = (event: LiveEvent) => response.write(`data: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = ctx.hub.subscribe(({ event, audience }) => {
      // Ended streams stay subscribed until their 'close' event; writing to them would throw.
      if (response.writableEnded || !reaches(audience, auth)) return;
      send(event);
      // A blocked or archived account's tab has been told; its session is gone, so the stream ends too.
      if (isAccountClosed(event.type)) response.end();
    });
    const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
    response.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(response);
      closed();
    });
  });
}
