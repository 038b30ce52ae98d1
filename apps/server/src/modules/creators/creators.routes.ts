import { creatorsContract } from '@atrium/domain/creators/creators.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import { createCreator, listCreators, setCreatorBlocked } from './creators.service.ts';

export function creatorsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, creatorsContract.list, async (request) => ({
    creators: await listCreators(ctx, (await request.auth()).actor),
  }));
  addCreateRoute(app, creatorsContract.create, async (request) =>
    createCreator(ctx, (await request.auth()).actor, request.body),
  );
  addRoute(app, creatorsContract.setBlocked, async (request) =>
    setCreatorBlocked(ctx, (await request.auth()).actor, request.params.creatorId, request.body.isBlocked),
  );
}
