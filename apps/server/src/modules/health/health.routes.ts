import { systemContract } from '@atrium/domain/system/system.contract.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';

/** For load balancers and the start-up benchmark: answers once the database answers. */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, systemContract.health, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: ctx.database.kind };
  });
}
