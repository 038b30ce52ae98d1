import type { FastifyInstance } from 'fastify';
import type { Database } from './platform/db/database.ts';

/** How long requests in flight may take to finish once a stop is asked for, before the process gives up. */
export const STOP_GRACE_MS = 15_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, end the event streams (their
 * tabs reconnect, to another process behind a load balancer), close the database, log, and exit 0 — the status
 * service managers read as a clean stop. A stop that outlasts the grace period exits 1.
 */
export function stopOnSignals(app: FastifyInstance, database: Database, graceMs = STOP_GRACE_MS): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    setTimeout(() => {
      app.log.error({ graceMs }, 'stop took too long; exiting with requests unfinished');
      process.exit(1);
    }, graceMs).unref();
    // The app first: its last requests and the event bus's UNLISTEN still need the database.
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'stop failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
