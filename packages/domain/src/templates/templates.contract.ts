import { z } from 'zod';
import { okMessageSchema } from '../common/api-error.ts';
import { contract, operation } from '../common/contract.ts';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { formSchema } from '../forms/forms.schemas.ts';
import { formsDiffSchema } from './template-library.schemas.ts';
import {
  attachmentSchema,
  editTemplateSchema,
  importFormGroupSchema,
  inlineFieldEditSchema,
  releaseDraftSchema,
  releaseVersionSchema,
  saveTemplateDraftSchema,
  saveTemplateFieldsSchema,
  setTemplateFormsSchema,
  TEMPLATE_ATTACHMENT_MAX_MB,
  TEMPLATE_ATTACHMENTS_PER_UPLOAD,
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_TABS,
  templateSettingsSchema,
  templateSummarySchema,
  versionHistoryEntrySchema,
  workspaceFormSchema,
} from './templates.schemas.ts';

// The creator side: Creator Portal, Template Groups and Manage Templates. Creators only (403 for others),
// except Template Groups, which answers everyone with the groups they may see.

const templateParams = z.object({ templateId: z.string().uuid() });
const formParams = templateParams.extend({ formId: z.string().uuid() });
const versionParams = templateParams.extend({ version: z.coerce.number().int().positive() });
const templateAnswer = z.object({ template: templateSummarySchema, message: z.string() });

export const TEMPLATE_SORTS = ['name', 'updated', 'created', 'version'] as const;
export const TEMPLATE_FILTERS = ['all', 'published', 'draft', 'inactive'] as const;

export const templatesContract = contract('templates', 'templates', {
  groups: operation({
    method: 'GET',
    path: '/api/template-groups',
    summary: 'Template Groups: creators see every template group, others those of their organisation',
    response: z.object({ templates: z.array(templateSummarySchema) }),
  }),
  manage: operation({
    method: 'GET',
    path: '/api/templates',
    summary: 'Manage Templates: one tab of template groups, searched, filtered, sorted, 20 at a time',
    query: z.object({
      tab: z.enum(TEMPLATE_TABS).default('published'),
      search: z.string().trim().max(100).default(''),
      sort: z.enum(TEMPLATE_SORTS).default('updated'),
      order: z.enum(['asc', 'desc']).default('desc'),
      filter: z.enum(TEMPLATE_FILTERS).default('all'),
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(TEMPLATE_PAGE_SIZE),
    }),
    response: z.object({
      templates: z.array(templateSummarySchema),
      counts: z.object({ published: z.number().int(), drafts: z.number().int(), trash: z.number().int() }),
      /** A full page means more may exist. */
      hasMore: z.boolean(),
    }),
  }),
  get: operation({
    method: 'GET',
    path: '/api/templates/:templateId',
    summary: 'One template group with its forms, draft field lists and version history',
    params: templateParams,
    response: z.object({
      template: templateSummarySchema,
      versionHistory: z.array(versionHistoryEntrySchema),
      /** Field lists per form id: the draft's where it has one, else the form's current fields. */
      fieldConfigs: z.record(z.string(), z.array(fieldConfigSchema)),
    }),
  }),
  create: operation({
    method: 'POST',
    path: '/api/templates',
    summary: 'Creator Portal Save Draft of a new template: a draft (not published, has a draft), version 1',
    body: saveTemplateDraftSchema,
    response: templateAnswer,
  }),
  saveDraft: operation({
    method: 'PUT',
    path: '/api/templates/:templateId/draft',
    summary: 'Creator Portal Save Draft: name and description of the template and its draft',
    params: templateParams,
    body: saveTemplateDraftSchema,
    response: templateAnswer,
  }),
  edit: operation({
    method: 'PATCH',
    path: '/api/templates/:templateId',
    summary: 'Edit Template: name and description, both required',
    params: templateParams,
    body: editTemplateSchema,
    response: templateAnswer,
  }),
  publish: operation({
    method: 'POST',
    path: '/api/templates/:templateId/publish',
    summary: 'Creator Portal Publish Template: published, no draft; needs at least one form',
    params: templateParams,
    response: templateAnswer,
  }),
  addForm: operation({
    method: 'POST',
    path: '/api/templates/:templateId/forms',
    summary: 'Add Form to Template: create a template form (version 1) and add it, in one transaction',
    params: templateParams,
    body: z.object({
      name: z.string().trim().min(1).max(200),
      fieldConfig: saveTemplateFieldsSchema.shape.fields,
    }),
    response: z.object({ template: templateSummarySchema, form: formSchema, message: z.string() }),
  }),
  getForm: operation({
    method: 'GET',
    path: '/api/templates/:templateId/forms/:formId',
    summary: 'One template form with its fields, for the Form Builder tab',
    params: formParams,
    response: z.object({ form: formSchema }),
  }),
  updateForm: operation({
    method: 'PUT',
    path: '/api/templates/:templateId/forms/:formId',
    errors: [409],
    summary: 'Form Builder save of a template form: name and fields (a new form version)',
    params: formParams,
    body: z.object({
      name: z.string().trim().min(1).max(200),
      fieldConfig: saveTemplateFieldsSchema.shape.fields,
    }),
    response: z.object({ form: formSchema, message: z.string() }),
  }),
  removeForm: operation({
    method: 'DELETE',
    path: '/api/templates/:templateId/forms/:formId',
    summary: 'Remove a form from the template (the form itself stays)',
    params: formParams,
    response: templateAnswer,
  }),
  setForms: operation({
    method: 'PUT',
    path: '/api/templates/:templateId/forms',
    summary: "Manage Forms & Fields: the template's forms (needs a draft; every form must be available)",
    params: templateParams,
    body: setTemplateFormsSchema,
    response: templateAnswer,
  }),
  saveFields: operation({
    method: 'PUT',
    path: '/api/templates/:templateId/forms/:formId/fields',
    summary:
      'Configure Fields save: on a draft, stored in the draft only; on a published template, the form ' +
      'gets the fields as a new version with a history entry',
    params: formParams,
    body: saveTemplateFieldsSchema,
    response: templateAnswer,
  }),
  editField: operation({
    method: 'PATCH',
    path: '/api/templates/:templateId/forms/:formId/fields/:fieldId',
    summary: "Inline edit of a field's label or required in Manage Forms (drafts only)",
    params: formParams.extend({ fieldId: z.string().min(1).max(64) }),
    body: inlineFieldEditSchema,
    response: templateAnswer,
  }),
  createDraft: operation({
    method: 'POST',
    path: '/api/templates/:templateId/create-draft',
    summary: 'Create Draft from a published template: a draft copy at version + 1',
    params: templateParams,
    response: templateAnswer,
  }),
  release: operation({
    method: 'POST',
    path: '/api/templates/:templateId/release',
    summary:
      'Release the draft: create-new raises changed forms and the template version (change text required); ' +
      'publish-existing releases the current version',
    params: templateParams,
    body: releaseDraftSchema,
    response: templateAnswer,
  }),
  settings: operation({
    method: 'PATCH',
    path: '/api/templates/:templateId/settings',
    summary: 'Template Settings: the published switch (draft becomes its opposite) and the draft-mode switch',
    params: templateParams,
    body: templateSettingsSchema,
    response: templateAnswer,
  }),
  trash: operation({
    method: 'POST',
    path: '/api/templates/:templateId/trash',
    summary: 'Move to Trash (its forms stay)',
    params: templateParams,
    response: okMessageSchema,
  }),
  restore: operation({
    method: 'POST',
    path: '/api/templates/:templateId/restore',
    summary: 'Restore from Trash: unpublished, with a draft',
    params: templateParams,
    response: templateAnswer,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/templates/:templateId',
    summary: 'Delete Permanently a template in the trash',
    params: templateParams,
    response: okMessageSchema,
  }),
  duplicate: operation({
    method: 'POST',
    path: '/api/templates/:templateId/duplicate',
    summary: "Duplicate: '<name> (Copy)', version 1, a draft with no version history",
    params: templateParams,
    response: templateAnswer,
  }),
  versionDiff: operation({
    method: 'GET',
    path: '/api/templates/:templateId/versions/:version/diff',
    summary:
      'Release Diff of a version against the current release, with the fields it removes and the trash ' +
      'fields it holds (at most 5 listed per form)',
    params: versionParams,
    response: z.object({
      diff: formsDiffSchema,
      removedFields: z.array(
        z.object({ formId: z.string(), formName: z.string(), labels: z.array(z.string()) }),
      ),
      trashFields: z.array(
        z.object({ formId: z.string(), formName: z.string(), labels: z.array(z.string()) }),
      ),
    }),
  }),
  releaseVersion: operation({
    method: 'POST',
    path: '/api/templates/:templateId/versions/:version/release',
    summary: 'Release a version from Version History, with chosen sample rows and the field decision',
    params: versionParams,
    body: releaseVersionSchema,
    response: templateAnswer,
  }),
  sampleCandidates: operation({
    method: 'GET',
    path: '/api/templates/:templateId/sample-candidates',
    summary: 'The 50 newest entries of each template form, to choose sample rows for a release',
    params: templateParams,
    response: z.object({
      forms: z.array(
        z.object({
          formId: z.string(),
          formName: z.string(),
          fields: z.array(z.object({ id: z.string(), label: z.string() })),
          entries: z.array(
            z.object({ id: z.string(), data: z.record(z.string(), z.unknown()), createdAt: z.string() }),
          ),
        }),
      ),
    }),
  }),
  formGroupPreview: operation({
    method: 'GET',
    path: '/api/form-groups/:formGroupId/template-preview',
    summary: 'Import Form Group as Template: the group, its organisation (read-only) and the forms it brings',
    params: z.object({ formGroupId: z.string().uuid() }),
    response: z.object({
      formGroup: z.object({ id: z.string(), name: z.string(), orgId: z.string(), orgName: z.string() }),
      /** The group's forms and, transitively, the forms their foreign keys reference. */
      forms: z.array(z.object({ id: z.string(), name: z.string(), referencedOnly: z.boolean() })),
    }),
  }),
  importFormGroup: operation({
    method: 'POST',
    path: '/api/templates/import-form-group',
    summary:
      'Import Form Group as Template: copies the forms (foreign keys rewritten) into a new draft template',
    body: importFormGroupSchema,
    response: templateAnswer,
  }),
  workspaceForms: operation({
    method: 'GET',
    path: '/api/templates/workspace-forms',
    summary: "Manage Forms & Fields: the live template forms of the creators' workspace, to add to a draft",
    response: z.object({ forms: z.array(workspaceFormSchema) }),
  }),
  manageDetail: operation({
    method: 'GET',
    path: '/api/templates/:templateId/manage',
    summary:
      'Manage Templates dialogs: the template, its version history, and each working form with all its ' +
      "fields (the draft's list where the draft changed it; trash fields included)",
    params: templateParams,
    response: z.object({
      template: templateSummarySchema,
      versionHistory: z.array(versionHistoryEntrySchema),
      forms: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          version: z.number().int(),
          changedInDraft: z.boolean(),
          fields: z.array(fieldConfigSchema),
        }),
      ),
    }),
  }),
  addAttachments: operation({
    method: 'POST',
    path: '/api/templates/:templateId/attachments',
    summary: 'Upload attachments (multipart; images, pdf, doc, docx, xls, xlsx, txt)',
    params: templateParams,
    multipart: z.object({
      files: z
        .array(z.file())
        .max(TEMPLATE_ATTACHMENTS_PER_UPLOAD)
        .describe(
          `Images, pdf, doc, docx, xls, xlsx or txt under any field name, each at most ${TEMPLATE_ATTACHMENT_MAX_MB} MB`,
        ),
    }),
    response: z.object({ attachments: z.array(attachmentSchema), message: z.string() }),
  }),
  removeAttachment: operation({
    method: 'DELETE',
    path: '/api/templates/:templateId/attachments/:attachmentId',
    summary: 'Remove an attachment',
    params: templateParams.extend({ attachmentId: z.string().uuid() }),
    response: okMessageSchema,
  }),
});

/** The file of an attachment (View inline, Download as a file): creators, and admins for published templates. */
export const templateAttachmentPath = (templateId: string, attachmentId: string) =>
  `/api/templates/${templateId}/attachments/${attachmentId}`;
