import { appsContract } from '@atrium/domain/access/apps.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { listApps } from './apps.repo.ts';
import { setAppFlags, setOrgAppFlags } from './apps.service.ts';

export function appsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, appsContract.list, async (request) => {
    const { actor } = await request.auth();
    return { apps: await listApps(ctx.db, actor.orgId) };
  });

  addRoute(app, appsContract.setFlags, async (request) => {
    const { actor } = await request.auth();
    return setAppFlags(ctx.db, actor, request.params.appName, request.body);
  });

  addRoute(app, appsContract.setOrgFlags, async (request) => {
    const { actor } = await request.auth();
    return setOrgAppFlags(ctx.db, actor, request.params.appName, request.body);
  });
}
