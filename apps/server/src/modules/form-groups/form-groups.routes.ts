import { formGroupsContract as contract } from '@atrium/domain/form-groups/form-groups.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import { addTrashRoutes } from '../../platform/trash/trash.routes.ts';
import { listDataGroupForms, listDataGroups } from './data-management.service.ts';
import { createFormGroup, getFormGroup, listFormGroups, updateFormGroup } from './form-groups.service.ts';
import { formGroupsTrash } from './form-groups-trash.service.ts';

/** Form groups and the data-management landing and group pages built on them. */
export function formGroupsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.list, async (request) => listFormGroups(ctx, await request.auth(), request.query));
  addRoute(app, contract.get, async (request) =>
    getFormGroup(ctx, await request.auth(), request.params.groupId),
  );
  addCreateRoute(app, contract.create, async (request) =>
    createFormGroup(ctx, await request.auth(), request.body),
  );
  addRoute(app, contract.update, async (request) =>
    updateFormGroup(ctx, await request.auth(), request.params.groupId, request.body),
  );
  addTrashRoutes(app, ctx, contract, formGroupsTrash, 'groupId');
  addRoute(app, contract.dataGroups, async (request) =>
    listDataGroups(ctx, await request.auth(), request.query),
  );
  addRoute(app, contract.dataGroupForms, async (request) =>
    listDataGroupForms(ctx, await request.auth(), request.params.groupId, request.query),
  );
}
