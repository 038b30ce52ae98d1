import { entriesContract as contract } from '@atrium/domain/entries/entries.contract.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import { addTrashRoutes } from '../../platform/trash/trash.routes.ts';
import { createEntry, entryHistory, getEntry, listEntries, updateEntry } from './entries.service.ts';
import { bulkUpdateEntries } from './entries-bulk-update.service.ts';
import { foreignOptions, prefillEntries, sampleEntries } from './entries-lookups.service.ts';
import { authWithForm } from './entries-session.ts';
import { entriesTrash } from './entries-trash.service.ts';

/** Entries carry table rows and file lists; a generous form of them is a few megabytes of JSON. */
const ENTRY_BODY_LIMIT = 8 * 1024 * 1024;

/** Entries of a form: data entry, the entries table, trash, bulk actions, prefill, samples and options. */
export function entriesRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The two busiest requests read the session and the form in one statement.
  const authWithFormOf = (request: FastifyRequest<{ Params: { formId: string } }>) =>
    authWithForm(request, ctx.db, request.params.formId);
  addRoute(app, contract.list, async (request) =>
    listEntries(ctx, await authWithFormOf(request), request.params.formId, request.query),
  );
  addRoute(app, contract.prefill, async (request) =>
    prefillEntries(ctx, await request.auth(), request.params.formId, request.query.search),
  );
  addRoute(app, contract.samples, async (request) =>
    sampleEntries(ctx, await request.auth(), request.params.formId),
  );
  addRoute(app, contract.options, async (request) =>
    foreignOptions(
      ctx,
      await request.auth(),
      { ...request.params, columnId: request.query.columnId },
      request.query.search,
    ),
  );
  addRoute(app, contract.get, async (request) =>
    getEntry(ctx, await request.auth(), request.params.formId, request.params.entryId),
  );
  addCreateRoute(
    app,
    contract.create,
    async (request) =>
      createEntry(ctx, await authWithFormOf(request), request.params.formId, request.body.data),
    { bodyLimit: ENTRY_BODY_LIMIT },
  );
  addRoute(
    app,
    contract.update,
    async (request) => updateEntry(ctx, await request.auth(), request.params, request.body),
    {
      bodyLimit: ENTRY_BODY_LIMIT,
    },
  );
  addRoute(app, contract.history, async (request) =>
    entryHistory(ctx, await request.auth(), request.params.formId, request.params.entryId),
  );
  addTrashRoutes(app, ctx, contract, entriesTrash, 'entryId');
  addRoute(app, contract.bulkUpdate, async (request) =>
    bulkUpdateEntries(ctx, await request.auth(), request.params.formId, request.body),
  );
}
