import { z } from 'zod';
import { okMessageSchema } from './api-error.ts';
import { type Operation, operation } from './contract.ts';

/** The `trashed` flag of a list: live rows by default, the trash with `?trashed=true`. */
export const trashedFlagSchema = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** The query of a list screen with a Trash tab: live or trashed rows, searched by name. */
export const trashListQuerySchema = z.object({
  trashed: trashedFlagSchema,
  search: z.string().trim().max(100).default(''),
});

/** The rows a bulk action applies to: at least one, with the domain's own words when none is selected. */
export const selectionSchema = (noneSelected: string, max = 500) =>
  z.object({ ids: z.array(z.string().uuid()).min(1, noneSelected).max(max) });

type OkSchema = typeof okMessageSchema;
type ItemOperation<P extends z.ZodType> = Operation<undefined, P, undefined, OkSchema>;
type BulkOperation<B extends z.ZodType, L extends z.ZodType | undefined> = Operation<
  B,
  L,
  undefined,
  OkSchema
>;

/** Where a domain's rows live and what its trash operations say of themselves in the API docs. */
export interface TrashSpec<P extends z.ZodType, B extends z.ZodType, L extends z.ZodType | undefined> {
  /** The collection, e.g. `/api/forms` or `/api/forms/:formId/entries`. */
  path: string;
  /** The row id's name in the item path, e.g. `formId`: one row is `${path}/:${id}`. */
  id: string;
  /** Parameters of the item path (the collection's and the id). */
  itemParams: P;
  /** Parameters of the collection path, when it has any. */
  listParams?: L;
  /** The body of the bulk operations (see `selectionSchema`). */
  selection: B;
  summaries: { trash: string; restore: string; remove: string; bulkRestore: string; bulkDelete: string };
}

/**
 * The trash lifecycle of a domain as contract operations: move one row to the trash, restore it, delete it
 * permanently, and restore or delete several at once (all or nothing). Paths follow one pattern:
 * `POST <item>/trash`, `POST <item>/restore`, `DELETE <item>`, `POST <collection>/bulk-restore|bulk-delete`.
 */
export function trashOperations<P extends z.ZodType, B extends z.ZodType, L extends z.ZodType | undefined>(
  spec: TrashSpec<P, B, L>,
): {
  trash: ItemOperation<P>;
  restore: ItemOperation<P>;
  remove: ItemOperation<P>;
  bulkRestore: BulkOperation<B, L>;
  bulkDelete: BulkOperation<B, L>;
} {
  const item = `${spec.path}/:${spec.id}`;
  const one = (method: 'POST' | 'DELETE', path: string, summary: string, errors?: [409]): ItemOperation<P> =>
    operation({
      method,
      path,
      summary,
      params: spec.itemParams,
      response: okMessageSchema,
      ...(errors ? { errors } : {}),
    });
  return {
    trash: one('POST', `${item}/trash`, spec.summaries.trash),
    // A restore can meet what is live now: a name or a unique value taken meanwhile (409).
    restore: one('POST', `${item}/restore`, spec.summaries.restore, [409]),
    remove: one('DELETE', item, spec.summaries.remove),
    bulkRestore: bulkTrashOperation(spec, 'bulk-restore', spec.summaries.bulkRestore),
    bulkDelete: bulkTrashOperation(spec, 'bulk-delete', spec.summaries.bulkDelete),
  };
}

/** One bulk operation on the collection, e.g. `bulk-trash` for domains that trash several rows at once. */
export function bulkTrashOperation<B extends z.ZodType, L extends z.ZodType | undefined>(
  spec: Pick<TrashSpec<z.ZodType, B, L>, 'path' | 'listParams' | 'selection'>,
  action: 'bulk-trash' | 'bulk-restore' | 'bulk-delete',
  summary: string,
): BulkOperation<B, L> {
  return {
    method: 'POST',
    path: `${spec.path}/${action}`,
    summary,
    ...(spec.listParams ? { params: spec.listParams } : {}),
    body: spec.selection,
    response: okMessageSchema,
    ...(action === 'bulk-restore' ? { errors: [409] as const } : {}),
  };
}
