import { templatesContract as contract } from '@atrium/domain/templates/templates.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import { templateAttachmentsRoutes } from './template-attachments.routes.ts';
import {
  addFormToTemplate,
  createTemplate,
  getTemplate,
  getTemplateForm,
  publishTemplate,
  removeTemplateForm,
  saveTemplateDraft,
  templateGroups,
  updateTemplateForm,
} from './templates-setup.service.ts';

/** A template form of 200 fields with tables and options is a few hundred kilobytes of JSON. */
const FORM_BODY_LIMIT = 8 * 1024 * 1024;

/** The Creator Portal (a template from Save Draft to Publish, its forms, its attachments) and Template Groups. */
export function templatesSetupRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.groups, async (request) => templateGroups(ctx, await request.auth()));
  addRoute(app, contract.get, async (request) =>
    getTemplate(ctx, await request.auth(), request.params.templateId),
  );
  addCreateRoute(app, contract.create, async (request) =>
    createTemplate(ctx, await request.auth(), request.body),
  );
  addRoute(app, contract.saveDraft, async (request) =>
    saveTemplateDraft(ctx, await request.auth(), request.params.templateId, request.body),
  );
  addRoute(app, contract.publish, async (request) =>
    publishTemplate(ctx, await request.auth(), request.params.templateId),
  );
  addCreateRoute(
    app,
    contract.addForm,
    async (request) => addFormToTemplate(ctx, await request.auth(), request.params.templateId, request.body),
    { bodyLimit: FORM_BODY_LIMIT },
  );
  addRoute(app, contract.getForm, async (request) =>
    getTemplateForm(ctx, await request.auth(), request.params.templateId, request.params.formId),
  );
  addRoute(
    app,
    contract.updateForm,
    async (request) => {
      const { templateId, formId } = request.params;
      return updateTemplateForm(ctx, await request.auth(), templateId, formId, request.body);
    },
    { bodyLimit: FORM_BODY_LIMIT },
  );
  addRoute(app, contract.removeForm, async (request) =>
    removeTemplateForm(ctx, await request.auth(), request.params.templateId, request.params.formId),
  );
  templateAttachmentsRoutes(app, ctx);
}
