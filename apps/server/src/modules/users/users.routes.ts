import { usersContract } from '@atrium/domain/users/users.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import {
  archiveUser,
  createUser,
  listPickable,
  listUsers,
  restoreUser,
  updateUserAccess,
  updateUserInfo,
} from './users.service.ts';

/** Users of an organisation: list, create, edit, access, archive and restore. */
export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, usersContract.list, async (request) => listUsers(ctx, await request.auth(), request.query));
  addRoute(app, usersContract.pickable, async (request) => listPickable(ctx, await request.auth()));
  addCreateRoute(app, usersContract.create, async (request) =>
    createUser(ctx, await request.auth(), request.body),
  );
  addRoute(app, usersContract.updateInfo, async (request) =>
    updateUserInfo(ctx, await request.auth(), request.params.userId, request.body),
  );
  addRoute(app, usersContract.updateAccess, async (request) =>
    updateUserAccess(ctx, await request.auth(), request.params.userId, request.body.access),
  );
  addRoute(app, usersContract.archive, async (request) =>
    archiveUser(ctx, await request.auth(), request.params.userId),
  );
  addRoute(app, usersContract.restore, async (request) =>
    restoreUser(ctx, await request.auth(), request.params.userId),
  );
}
