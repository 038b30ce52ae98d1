import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { createRequestSchema } from './expense.schemas.ts';
import {
  bankAccountChangeSchema,
  decisionInputSchema,
  exportRequestsQuerySchema,
  fileDeleteSchema,
  historyEntrySchema,
  itemChangeSchema,
  listRequestsQuerySchema,
  requestDetailSchema,
  requestSummarySchema,
  statusInputSchema,
} from './expense-requests.schemas.ts';

const requestParams = z.object({ requestId: z.string().uuid() });
const itemParams = requestParams.extend({ itemId: z.string().uuid() });
const fileParams = requestParams.extend({ fileId: z.string().uuid() });
const changed = z.object({ request: requestDetailSchema, message: z.string() });

/**
 * Bank transfer requests (storage and expense spec, decision 0028). Every rule is the server's: amounts and the
 * approval state are derived from the items, rights are checked per request (approve_all_not_self included),
 * and every change names the request version it was made on; a stale one is refused with 409.
 * Attachments are uploaded through tus at /api/uploads with requestUploadMetadataSchema.
 */
export const expenseRequestsContract = contract('expenseRequests', 'expense', {
  create: operation({
    method: 'POST',
    path: '/api/expense/requests',
    summary: 'Submit a transfer request (bank-transfer:submit)',
    body: createRequestSchema,
    response: changed,
    idempotent: true,
  }),
  list: operation({
    method: 'GET',
    path: '/api/expense/requests',
    summary: 'Requests the caller may see (view_all, or view_self: their own), newest first, filtered, paged',
    query: listRequestsQuerySchema,
    response: z.object({
      requests: z.array(requestSummarySchema),
      /** Pass as `after` for the next page; null on the last page. */
      next: z.string().nullable(),
    }),
  }),
  /** A GET, so the browser downloads it as a stream: every request of the filters the caller may see. */
  export: operation({
    method: 'GET',
    path: '/api/expense/requests/export',
    summary: 'The requests of the filters as CSV or XLSX, one row per item',
    query: exportRequestsQuerySchema,
    response: z.unknown(),
  }),
  get: operation({
    method: 'GET',
    path: '/api/expense/requests/:requestId',
    summary: 'One request with its items and attachments',
    params: requestParams,
    response: z.object({ request: requestDetailSchema }),
  }),
  history: operation({
    method: 'GET',
    path: '/api/expense/requests/:requestId/history',
    summary: 'Every change made to the request, oldest first',
    params: requestParams,
    response: z.object({ history: z.array(historyEntrySchema) }),
  }),
  decideItem: operation({
    method: 'POST',
    path: '/api/expense/requests/:requestId/items/:itemId/decision',
    errors: [409],
    summary: 'Approve or reject one item',
    params: itemParams,
    body: decisionInputSchema,
    response: changed,
    idempotent: true,
  }),
  decideAll: operation({
    method: 'POST',
    path: '/api/expense/requests/:requestId/decision',
    errors: [409],
    summary: 'Approve All or Reject All',
    params: requestParams,
    body: decisionInputSchema,
    response: changed,
    idempotent: true,
  }),
  setStatus: operation({
    method: 'POST',
    path: '/api/expense/requests/:requestId/status',
    errors: [409],
    summary: 'Set disbursed, disbursement pending or cancelled',
    params: requestParams,
    body: statusInputSchema,
    response: changed,
    idempotent: true,
  }),
  addItem: operation({
    method: 'POST',
    path: '/api/expense/requests/:requestId/items',
    errors: [409],
    summary: 'Add an item (edit_all, or edit_self on one’s own request)',
    params: requestParams,
    body: itemChangeSchema,
    response: changed,
  }),
  editItem: operation({
    method: 'PUT',
    path: '/api/expense/requests/:requestId/items/:itemId',
    errors: [409],
    summary: 'Change an item; a changed item goes back to pending',
    params: itemParams,
    body: itemChangeSchema,
    response: changed,
  }),
  changeBankAccount: operation({
    method: 'PUT',
    path: '/api/expense/requests/:requestId/bank-account',
    errors: [409],
    summary: 'Pay from another bank account; every decided item goes back to pending',
    params: requestParams,
    body: bankAccountChangeSchema,
    response: changed,
  }),
  /** Streams the file (attachment unless ?inline=1 for images and PDFs). */
  fileContent: operation({
    method: 'GET',
    path: '/api/expense/requests/:requestId/files/:fileId/content',
    summary: 'The bytes of an attachment',
    params: fileParams,
    query: z.object({ inline: z.enum(['0', '1']).optional() }),
    response: z.unknown(),
  }),
  deleteFile: operation({
    method: 'POST',
    path: '/api/expense/requests/:requestId/files/:fileId/delete',
    errors: [409],
    summary: 'Delete an attachment (soft: it moves to Deleted Files)',
    params: fileParams,
    body: fileDeleteSchema,
    response: changed,
  }),
});
