import { templateDataContract as contract } from '@atrium/domain/templates/template-data.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import {
  createTemplateEntry,
  listTemplateEntries,
  removeTemplateEntries,
  templateForm,
  updateTemplateEntryField,
} from './template-data.service.ts';
import { importTemplateRows } from './template-data-import.service.ts';
import { templateFieldOptions } from './template-data-options.service.ts';

/** Entries carry table rows and file lists; an import carries up to 10,000 rows. */
const ENTRY_BODY_LIMIT = 8 * 1024 * 1024;
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** Data entry on template forms and their data list. */
export function templateDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.form, async (request) => templateForm(ctx, await request.auth(), request.params));
  addRoute(app, contract.list, async (request) =>
    listTemplateEntries(ctx, await request.auth(), request.params, request.query),
  );
  addCreateRoute(
    app,
    contract.create,
    async (request) => createTemplateEntry(ctx, await request.auth(), request.params, request.body.data),
    { bodyLimit: ENTRY_BODY_LIMIT },
  );
  addRoute(
    app,
    contract.import,
    async (request) =>
      importTemplateRows(ctx, await request.auth(), request.params, request.body.rows, (error) =>
        request.log.error(error),
      ),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  addRoute(
    app,
    contract.updateField,
    async (request) => updateTemplateEntryField(ctx, await request.auth(), request.params, request.body),
    { bodyLimit: ENTRY_BODY_LIMIT },
  );
  addRoute(app, contract.fieldOptions, async (request) =>
    templateFieldOptions(ctx, await request.auth(), request.params, request.query),
  );
  addRoute(app, contract.remove, async (request) =>
    removeTemplateEntries(ctx, await request.auth(), request.params, [request.params.entryId]),
  );
  addRoute(app, contract.removeMany, async (request) =>
    removeTemplateEntries(ctx, await request.auth(), request.params, request.body.ids),
  );
}
