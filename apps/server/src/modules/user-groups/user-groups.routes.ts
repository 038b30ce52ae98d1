import { userGroupsContract as contract } from '@atrium/domain/user-groups/user-groups.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { createUserGroup, listUserGroups, updateUserGroup } from './user-groups.service.ts';
import {
  bulkDeleteUserGroups,
  bulkRestoreUserGroups,
  removeUserGroup,
  restoreUserGroup,
  trashUserGroup,
} from './user-groups-trash.service.ts';

/** User groups and the admin group. */
export function userGroupsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.list, async (request) => listUserGroups(ctx, await request.auth(), request.query));
  addRoute(
    app,
    contract.create,
    async (request) => createUserGroup(ctx, await request.auth(), request.body),
    { status: 201 },
  );
  addRoute(app, contract.update, async (request) =>
    updateUserGroup(ctx, await request.auth(), request.params.groupId, request.body),
  );
  addRoute(app, contract.trash, async (request) =>
    trashUserGroup(ctx, await request.auth(), request.params.groupId),
  );
  addRoute(app, contract.restore, async (request) =>
    restoreUserGroup(ctx, await request.auth(), request.params.groupId),
  );
  addRoute(app, contract.remove, async (request) =>
    removeUserGroup(ctx, await request.auth(), request.params.groupId),
  );
  addRoute(app, contract.bulkRestore, async (request) =>
    bulkRestoreUserGroups(ctx, await request.auth(), request.body.ids),
  );
  addRoute(app, contract.bulkDelete, async (request) =>
    bulkDeleteUserGroups(ctx, await request.auth(), request.body.ids),
  );
}
