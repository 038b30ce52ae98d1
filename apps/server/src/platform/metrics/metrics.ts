import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';

export type JobKind = 'import' | 'export';

/**
 * This process's figures in Prometheus's text format. Each server process keeps its own (Prometheus scrapes
 * each), so nothing here is state another process would need. A registry per app, not the library's global
 * one, because tests build many apps in one process.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly streams: Gauge;
  private readonly jobs: Gauge<'kind'>;
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly errors: Counter<'method' | 'route'>;
  private readonly inFlight: Gauge<'method' | 'route'>;

  constructor(database: Database) {
    const registers = [this.registry];
    // The library's process figures: CPU, memory, heap, event-loop delay (atrium_nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry, prefix: 'atrium_' });
    this.requests = new Histogram({
      name: 'atrium_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route (its pattern, not the address asked for) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.errors = new Counter({
      name: 'atrium_http_server_errors_total',
      help: 'Requests answered with a 5xx status',
      labelNames: ['method', 'route'],
      registers,
    });
    this.inFlight = new Gauge({
      name: 'atrium_http_requests_in_flight',
      help: 'Requests read and not yet answered, by route',
      labelNames: ['method', 'route'],
      registers,
    });
    this.streams = new Gauge({
      name: 'atrium_live_streams',
      help: 'Open live-event streams (tabs)',
      registers,
    });
    this.jobs = new Gauge({
      name: 'atrium_jobs_running',
      help: 'Imports and exports streaming now',
      labelNames: ['kind'],
      registers,
    });
    for (const kind of ['import', 'export'] as const) this.jobs.set({ kind }, 0);
    new Gauge({
      name: 'atrium_db_pool_connections',
      help: 'Database connections of this process: in use, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = database.poolStats?.();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }

  /** Times every answered request under its route pattern, so ids in addresses do not explode the labels. */
  observeRequests(app: FastifyInstance): void {
    const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
    // Requests counted in flight: each leaves the count once, answered or aborted.
    const inFlight = new WeakSet<FastifyRequest>();
    const settle = async (request: FastifyRequest) => {
      if (inFlight.delete(request)) this.inFlight.dec({ method: request.method, route: routeOf(request) });
    };
    app.addHook('onRequest', async (request) => {
      inFlight.add(request);
      this.inFlight.inc({ method: request.method, route: routeOf(request) });
    });
    app.addHook('onRequestAbort', settle);
    app.addHook('onResponse', async (request, reply) => {
      await settle(request);
      const route = routeOf(request);
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      this.requests.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) this.errors.inc({ method: request.method, route });
    });
  }

  streamOpened(): () => void {
    this.streams.inc();
    return once(() => this.streams.dec());
  }

  /** Counts a streamed import or export as running until its stream closes, however it ends. */
  trackJob<T extends Readable>(kind: JobKind, stream: T): T {
    this.jobs.inc({ kind });
    const done = once(() => this.jobs.dec({ kind }));
    stream.once('close', done);
    return stream;
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
