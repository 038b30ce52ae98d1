import { templatesContract as contract } from '@atrium/domain/templates/templates.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addCreateRoute, addRoute } from '../../platform/http/route.ts';
import { editTemplateField, saveTemplateFields } from './template-fields.service.ts';
import { formGroupPreview, importFormGroup } from './template-import-group.service.ts';
import {
  createDraft,
  duplicateTemplate,
  editTemplate,
  manageDetail,
  manageTemplates,
  removeTemplate,
  restoreTemplate,
  setTemplateForms,
  templateSettings,
  trashTemplate,
  workspaceTemplateForms,
} from './template-lifecycle.service.ts';
import { releaseDraft, releaseHistoryVersion } from './template-releases.service.ts';
import { sampleCandidates, versionDiff } from './template-releases-read.service.ts';

/** Manage Templates: the list, the lifecycle, fields, releases and Import Form Group as Template. */
export function templatesManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.manage, async (r) => manageTemplates(ctx, await r.auth(), r.query));
  addRoute(app, contract.workspaceForms, async (r) => workspaceTemplateForms(ctx, await r.auth()));
  addRoute(app, contract.manageDetail, async (r) => manageDetail(ctx, await r.auth(), r.params.templateId));
  addRoute(app, contract.edit, async (r) => editTemplate(ctx, await r.auth(), r.params.templateId, r.body));
  addRoute(app, contract.setForms, async (r) =>
    setTemplateForms(ctx, await r.auth(), r.params.templateId, r.body.formIds),
  );
  addRoute(app, contract.saveFields, async (r) =>
    saveTemplateFields(ctx, await r.auth(), r.params.templateId, r.params.formId, r.body.fields),
  );
  addRoute(app, contract.editField, async (r) => editTemplateField(ctx, await r.auth(), r.params, r.body));
  addRoute(app, contract.createDraft, async (r) => createDraft(ctx, await r.auth(), r.params.templateId));
  addRoute(app, contract.release, async (r) =>
    releaseDraft(ctx, await r.auth(), r.params.templateId, r.body),
  );
  addRoute(app, contract.settings, async (r) =>
    templateSettings(ctx, await r.auth(), r.params.templateId, r.body),
  );
  addRoute(app, contract.trash, async (r) => trashTemplate(ctx, await r.auth(), r.params.templateId));
  addRoute(app, contract.restore, async (r) => restoreTemplate(ctx, await r.auth(), r.params.templateId));
  addRoute(app, contract.remove, async (r) => removeTemplate(ctx, await r.auth(), r.params.templateId));
  addCreateRoute(app, contract.duplicate, async (r) =>
    duplicateTemplate(ctx, await r.auth(), r.params.templateId),
  );
  addRoute(app, contract.versionDiff, async (r) =>
    versionDiff(ctx, await r.auth(), r.params.templateId, r.params.version),
  );
  addRoute(app, contract.releaseVersion, async (r) =>
    releaseHistoryVersion(ctx, await r.auth(), r.params.templateId, r.params.version, r.body),
  );
  addRoute(app, contract.sampleCandidates, async (r) =>
    sampleCandidates(ctx, await r.auth(), r.params.templateId),
  );
  addRoute(app, contract.formGroupPreview, async (r) =>
    formGroupPreview(ctx, await r.auth(), r.params.formGroupId),
  );
  addCreateRoute(app, contract.importFormGroup, async (r) => importFormGroup(ctx, await r.auth(), r.body));
}
