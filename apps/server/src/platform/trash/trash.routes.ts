import type { NamedOperation } from '@atrium/domain/common/contract.ts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../http/route.ts';
import type { TrashAction, TrashService } from './trash-lifecycle.ts';

/** A domain's trash operations, as `trashOperations` (and `bulkTrashOperation`) build them. */
export interface TrashOperations {
  trash: NamedOperation;
  restore: NamedOperation;
  remove: NamedOperation;
  bulkRestore: NamedOperation;
  bulkDelete: NamedOperation;
  bulkTrash?: NamedOperation;
}

/**
 * Registers a domain's trash routes. `id` names the row id among the item path's parameters; every
 * parameter (the row's and its collection's, such as a form's id for entries) reaches the service as `at`.
 */
export function addTrashRoutes<Deps, At>(
  app: FastifyInstance,
  deps: Deps,
  ops: TrashOperations,
  service: TrashService<Deps, At>,
  id: string,
): void {
  const item = (op: NamedOperation, action: TrashAction) =>
    addRoute(app, op, async (request) => {
      const params = request.params as At & Record<string, string>;
      return service.one(action, deps, await request.auth(), params, params[id] ?? '');
    });
  const bulk = (op: NamedOperation, action: TrashAction) =>
    addRoute(app, op, async (request) => {
      const { ids } = request.body as { ids: string[] };
      return service.many(action, deps, await request.auth(), request.params as At, ids);
    });
  item(ops.trash, 'trash');
  item(ops.restore, 'restore');
  item(ops.remove, 'delete');
  if (ops.bulkTrash) bulk(ops.bulkTrash, 'trash');
  bulk(ops.bulkRestore, 'restore');
  bulk(ops.bulkDelete, 'delete');
}
