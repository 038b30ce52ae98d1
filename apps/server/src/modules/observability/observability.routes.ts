import { createHash, timingSafeEqual } from 'node:crypto';
import { NOT_FOUND_MESSAGE } from '@atrium/domain/common/api-error.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../platform/http/errors.ts';

/** A probe that does not answer in this time counts as failed: a hung dependency must not hang the probe. */
const PROBE_TIMEOUT_MS = 3_000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Readiness for a load balancer (the database and the file store answer; `/api/health` stays the cheap
 * liveness check) and Prometheus metrics behind a bearer token.
 */
export function observabilityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    const [database, files] = await Promise.all([
      probe(() => ctx.db.execute(sql`select 1`)),
      // A key nobody writes: the store is asked and answers "not there", which is all a probe needs.
      probe(() => ctx.storage.get('readiness-probe')),
    ]);
    const ready = database === 'ok' && files === 'ok';
    reply.status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', database, files };
  });

  const token = ctx.config.METRICS_TOKEN;
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    // Off without a token; a wrong token looks the same, so the address gives nothing away.
    if (!token || !timingSafeEqual(digest(given), digest(token))) throw notFound(NOT_FOUND_MESSAGE);
    reply.type(ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
}
