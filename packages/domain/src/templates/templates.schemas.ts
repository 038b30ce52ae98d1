import { z } from 'zod';
import { fieldConfigSchema, fieldListSchema } from '../fields/field-config.schemas.ts';
import { personRefSchema } from '../forms/forms.schemas.ts';
import { templateMessages as m } from './templates.messages.ts';

// Template groups, their versions and releases, and what an organisation's import records (templates spec §3).

/** The organisation that holds creators' templates and template forms; org ids of real tenants are 8 long. */
export const CREATOR_WORKSPACE_ID = 'creator';

export const TEMPLATE_PAGE_SIZE = 20;
export const RELEASE_SAMPLE_CANDIDATES = 50;
export const RELEASE_SAMPLES_PRESELECTED = 5;
export const IMPORTED_SAMPLES_PER_FORM = 5;
export const RELEASE_DIALOG_FIELDS_LISTED = 5;
export const TEMPLATE_DATA_PAGE_SIZE = 10;
export const TEMPLATE_IMPORT_BATCH = 499;
export const LIBRARY_REFRESH_MS = 30_000;
export const TEMPLATE_CACHE_MS = 5 * 60_000;
export const CARD_DESCRIPTION_LIMIT = 120;
export const ATTACHMENT_NAME_LIMIT = 25;
export const LIBRARY_CARD_ATTACHMENTS = 3;

/** Attachment types of Manage Attachments (§5): images, pdf, doc, docx, xls, xlsx, txt. */
export const TEMPLATE_ATTACHMENT_MIMES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;
export const TEMPLATE_ATTACHMENT_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.txt';
/** Per file, and per upload. */
export const TEMPLATE_ATTACHMENT_MAX_MB = 20;
export const TEMPLATE_ATTACHMENTS_PER_UPLOAD = 10;

/** The form versions a release pins: which forms, each at which version. */
export const templateSnapshotSchema = z.object({
  formIds: z.array(z.string()),
  formVersions: z.record(z.string(), z.number().int()),
});
export type TemplateSnapshot = z.infer<typeof templateSnapshotSchema>;

/** A sample row: values keyed by field id, as the form's entries hold them. */
export const sampleRowSchema = z.record(z.string(), z.unknown());
/** Sample rows per template form id. */
export type TemplateSampleRows = Record<string, Array<Record<string, unknown>>>;

/** The draft of a template: its own copy of the setup, and field lists saved while it is a draft. */
export const templateDraftSchema = z.object({
  name: z.string(),
  description: z.string(),
  formIds: z.array(z.string()),
  version: z.number().int(),
  updatedAt: z.string(),
  createdBy: personRefSchema.nullable(),
  /** Field lists per form id, saved in the draft only (released as the form's next version). */
  fieldConfigs: z.record(z.string(), z.array(fieldConfigSchema)),
});
export type TemplateDraft = z.infer<typeof templateDraftSchema>;

/** Where an organisation's imported group came from (form_groups.imported_from). */
export interface ImportedGroupProvenance {
  templateId: string;
  templateName: string;
  templateVersion: number;
  importedAt: string;
  importedBy: { id: string; name: string };
  lastUpdatedAt: string | null;
  lastUpdatedBy: { id: string; name: string } | null;
}

/** Where an imported form came from (forms.imported_from), with the release's fields it was last given. */
export interface ImportedFormProvenance {
  type: 'template';
  templateId: string;
  templateFormId: string;
  templateVersion: number;
  formVersion: number;
  importedAt: string;
  /** The fields as the release gave them: the base that tells the organisation's edits from the release's. */
  baseFieldConfig: z.infer<typeof fieldConfigSchema>[];
}

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TemplateAttachment = z.infer<typeof attachmentSchema>;

/** A template form as the creator screens list it. */
export const templateFormSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  fieldCount: z.number().int(),
});
export type TemplateFormSummary = z.infer<typeof templateFormSummarySchema>;

/** A live form of the creators' workspace that Manage Forms & Fields may add to a draft. */
export const workspaceFormSchema = templateFormSummarySchema.extend({
  /** The template the form belongs to, or null when it belongs to none. */
  template: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type WorkspaceForm = z.infer<typeof workspaceFormSchema>;

export const TEMPLATE_TABS = ['published', 'drafts', 'trash'] as const;
export type TemplateTab = (typeof TEMPLATE_TABS)[number];

/** A template group as Manage Templates, Template Groups and the creator portal show it. */
export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  formIds: z.array(z.string()),
  forms: z.array(templateFormSummarySchema),
  attachments: z.array(attachmentSchema),
  isPublished: z.boolean(),
  hasDraft: z.boolean(),
  isTrashed: z.boolean(),
  trashedAt: z.string().nullable(),
  trashedBy: personRefSchema.nullable(),
  version: z.number().int(),
  releasedVersion: z.number().int().nullable(),
  releasedSemver: z.object({ major: z.number().int() }).nullable(),
  releasedAt: z.string().nullable(),
  draft: templateDraftSchema.omit({ fieldConfigs: true }).nullable(),
  /** Form ids whose field lists the draft changed. */
  draftChangedFormIds: z.array(z.string()),
  createdBy: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  originalTemplateId: z.string().nullable(),
  originalTemplateName: z.string().nullable(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const versionHistoryEntrySchema = z.object({
  version: z.number().int(),
  timestamp: z.string(),
  changes: z.string(),
  updatedBy: personRefSchema.nullable(),
  snapshot: templateSnapshotSchema,
  semver: z.object({ major: z.number().int() }),
});
export type VersionHistoryEntry = z.infer<typeof versionHistoryEntrySchema>;

// ---- Inputs (the spec's messages on each) -----------------------------------------------------------------

const templateName = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200);
const description = z.string().trim().max(2000).default('');

/** Creator portal: Save Draft of a new or existing template. */
export const saveTemplateDraftSchema = z.object({ name: templateName, description });
export type SaveTemplateDraft = z.input<typeof saveTemplateDraftSchema>;

/** Edit Template: name and description both required after trimming. */
export const editTemplateSchema = z.object({
  name: z.string().trim().min(1, m.fillRequired).max(200),
  description: z.string().trim().min(1, m.fillRequired).max(2000),
});
export type EditTemplate = z.input<typeof editTemplateSchema>;

/** Release Draft as New Version (create-new) or publish the current version (publish-existing). */
export const releaseDraftSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('create-new'), changes: z.string().trim().min(1, m.changesRequired).max(5000) }),
  z.object({ mode: z.literal('publish-existing') }),
]);
export type ReleaseDraft = z.input<typeof releaseDraftSchema>;

/** Release of a version from Version History, with sample rows chosen per form and the field decision. */
export const releaseVersionSchema = z.object({
  /** Entry ids per template form id, from the 50 newest of each. */
  sampleEntryIds: z.record(z.string(), z.array(z.string().uuid()).max(RELEASE_SAMPLE_CANDIDATES)).default({}),
  /** 'as-is', or re-pin forms that lost fields ('restore'), or release trash fields cleared ('import'). */
  fieldDecision: z.enum(['as-is', 'restore', 'import']).default('as-is'),
});
export type ReleaseVersion = z.input<typeof releaseVersionSchema>;

/** Configure Fields / Manage Forms & Fields save: at least one field, each with label, id and name. */
export const saveTemplateFieldsSchema = z.object({
  fields: fieldListSchema.refine((fields) => fields.length > 0, m.addOneField),
});
export type SaveTemplateFields = z.input<typeof saveTemplateFieldsSchema>;

/** Inline edit of one field in Manage Forms (drafts only). */
export const inlineFieldEditSchema = z
  .object({ label: z.string().trim().min(1, m.fieldLabelRequired).max(200), required: z.boolean() })
  .partial();

export const templateSettingsSchema = z.object({
  isPublished: z.boolean().optional(),
  hasDraft: z.boolean().optional(),
});

export const setTemplateFormsSchema = z.object({
  formIds: z.array(z.string().uuid()).min(1, m.selectOneForm).max(200),
});

export const importFormGroupSchema = z.object({
  formGroupId: z.string({ error: m.formGroupNotFound }).uuid(m.formGroupNotFound),
  name: templateName,
  description,
});
export type ImportFormGroup = z.input<typeof importFormGroupSchema>;

/** Library import: the new form group's name (required after trimming) and description. */
export const libraryImportSchema = z.object({
  name: z.string({ error: m.libraryNameRequired }).trim().min(1, m.libraryNameRequired).max(200),
  description: z.string().trim().max(2000).default(''),
});
export type LibraryImport = z.input<typeof libraryImportSchema>;
