import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** For load balancers and the start-up benchmark: answers once the database answers. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { schema: { hide: true } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok', database: ctx.database.kind };
  });
}
