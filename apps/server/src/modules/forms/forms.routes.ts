import { formsContract as contract } from '@atrium/domain/forms/forms.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { addTrashRoutes } from '../../platform/trash/trash.routes.ts';
import { createForm, formHistory, getForm, updateAccessConfig, updateFieldConfig } from './forms.service.ts';
import { formCatalogue, formPeople, listForms, manageForms } from './forms-list.service.ts';
import { formsTrash } from './forms-trash.service.ts';

/** A form of 200 fields with tables and options is a few hundred kilobytes of JSON. */
const CONFIG_BODY_LIMIT = 8 * 1024 * 1024;

/** Forms: builder saves, lists, access configuration, history, trash. */
export function formsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.list, async (request) => listForms(ctx, await request.auth(), request.query));
  addRoute(app, contract.manage, async (request) => manageForms(ctx, await request.auth(), request.query));
  addRoute(app, contract.catalogue, async (request) => formCatalogue(ctx, await request.auth()));
  addRoute(app, contract.people, async (request) => formPeople(ctx, await request.auth()));
  addRoute(app, contract.get, async (request) => getForm(ctx, await request.auth(), request.params.formId));
  addRoute(app, contract.create, async (request) => createForm(ctx, await request.auth(), request.body), {
    status: 201,
    bodyLimit: CONFIG_BODY_LIMIT,
  });
  addRoute(
    app,
    contract.updateFieldConfig,
    async (request) => updateFieldConfig(ctx, await request.auth(), request.params.formId, request.body),
    { bodyLimit: CONFIG_BODY_LIMIT },
  );
  addRoute(app, contract.updateAccessConfig, async (request) =>
    updateAccessConfig(ctx, await request.auth(), request.params.formId, request.body),
  );
  addRoute(app, contract.history, async (request) =>
    formHistory(ctx, await request.auth(), request.params.formId),
  );
  addTrashRoutes(app, ctx, contract, formsTrash, 'formId');
}
