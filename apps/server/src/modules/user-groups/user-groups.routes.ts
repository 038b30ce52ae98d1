import { userGroupsContract as contract } from '@atrium/domain/user-groups/user-groups.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import { addTrashRoutes } from '../../platform/trash/trash.routes.ts';
import { createUserGroup, listUserGroups, updateUserGroup } from './user-groups.service.ts';
import { userGroupsTrash } from './user-groups-trash.service.ts';

/** User groups and the admin group. */
export function userGroupsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.list, async (request) => listUserGroups(ctx, await request.auth(), request.query));
  addCreateRoute(app, contract.create, async (request) =>
    createUserGroup(ctx, await request.auth(), request.body),
  );
  addRoute(app, contract.update, async (request) =>
    updateUserGroup(ctx, await request.auth(), request.params.groupId, request.body),
  );
  addTrashRoutes(app, ctx, contract, userGroupsTrash, 'groupId');
}
