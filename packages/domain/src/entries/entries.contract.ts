import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import { bulkTrashOperation, trashOperations } from '../common/trash.contract.ts';
import {
  bulkEntryIdsSchema,
  bulkUpdateSchema,
  createEntrySchema,
  entryHistoryItemSchema,
  entryListQuerySchema,
  entrySchema,
  updateEntrySchema,
} from './entries.schemas.ts';

const formParams = z.object({ formId: z.string().uuid() });
const entryParams = formParams.extend({ entryId: z.string().uuid() });

const entriesTrash = {
  path: '/api/forms/:formId/entries',
  id: 'entryId',
  itemParams: entryParams,
  listParams: formParams,
  selection: bulkEntryIdsSchema,
  summaries: {
    trash: 'Move an entry to the trash (30 days)',
    restore: 'Restore an entry from the trash',
    remove: 'Delete a trashed entry permanently, with its stored files',
    bulkRestore: 'Restore several entries (all or nothing)',
    bulkDelete: 'Delete several trashed entries permanently (all or nothing)',
  },
};

export const entriesContract = contract('entries', 'entries', {
  list: operation({
    method: 'GET',
    path: '/api/forms/:formId/entries',
    summary: 'One page of entries (live or trashed), searched, filtered and sorted, with the total',
    params: formParams,
    query: entryListQuerySchema,
    response: z.object({
      entries: z.array(entrySchema),
      total: z.number().int(),
      /** Field ids the reader may view: the table shows these columns only. */
      viewableFieldIds: z.array(z.string()),
    }),
  }),
  get: operation({
    method: 'GET',
    path: '/api/forms/:formId/entries/:entryId',
    summary: 'One entry',
    params: entryParams,
    response: z.object({ entry: entrySchema }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/forms/:formId/entries',
    summary: 'Submit an entry; every value is validated again on the server',
    params: formParams,
    body: createEntrySchema,
    response: z.object({ entry: entrySchema, message: z.string() }),
    idempotent: true,
  }),
  update: operation({
    method: 'PATCH',
    path: '/api/forms/:formId/entries/:entryId',
    errors: [409],
    summary: 'Change an entry; appends a version when versioning is on',
    params: entryParams,
    body: updateEntrySchema,
    response: z.object({ entry: entrySchema, message: z.string() }),
  }),
  history: operation({
    method: 'GET',
    path: '/api/forms/:formId/entries/:entryId/history',
    summary: 'Versions of an entry, newest first',
    params: entryParams,
    response: z.object({ items: z.array(entryHistoryItemSchema) }),
  }),
  ...trashOperations(entriesTrash),
  bulkTrash: bulkTrashOperation(
    entriesTrash,
    'bulk-trash',
    'Move several entries to the trash (all or nothing)',
  ),
  bulkUpdate: operation({
    method: 'POST',
    path: '/api/forms/:formId/entries/bulk-update',
    summary: 'Set one field to one value in several entries (not table or file fields)',
    params: formParams,
    body: bulkUpdateSchema,
    response: okMessageSchema,
  }),
  prefill: operation({
    method: 'GET',
    path: '/api/forms/:formId/entries/prefill',
    summary: 'Entries matching a prefill search by the per-type rules, at most 50',
    params: formParams,
    query: z.object({ search: z.string().trim().min(1).max(200) }),
    response: z.object({ entries: z.array(entrySchema) }),
  }),
  samples: operation({
    method: 'GET',
    path: '/api/forms/:formId/entries/samples',
    summary: 'Up to 3 newest live entries, as sample data',
    params: formParams,
    response: z.object({ entries: z.array(entrySchema) }),
  }),
  options: operation({
    method: 'GET',
    path: '/api/forms/:formId/fields/:fieldId/options',
    summary:
      'Foreign-key options of a field, or of a column of a table field (columnId): values of the foreign field, deduplicated, trash-free',
    params: formParams.extend({ fieldId: z.string().min(1).max(64) }),
    query: z.object({
      search: z.string().trim().max(200).default(''),
      /** A column of the table field `fieldId`, when the options are the column's. */
      columnId: z.string().min(1).max(64).optional(),
    }),
    response: z.object({
      options: z.array(z.object({ id: z.string(), value: z.string() })),
      /** The reader may add a new option through the foreign form. */
      canAddOption: z.boolean(),
    }),
  }),
});
