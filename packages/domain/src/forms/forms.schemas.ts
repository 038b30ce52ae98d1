import { z } from 'zod';
import { selectionSchema } from '../common/trash.contract.ts';
import {
  fieldConfigSchema,
  fieldListSchema,
  NO_PRINCIPALS,
  principalsSchema,
} from '../fields/field-config.schemas.ts';
import { formMessages as m } from './forms.messages.ts';

/** The nine data-access lists of a form (forms spec §3). */
export const DATA_ACCESS_KEYS = [
  'create_data',
  'view_all_data',
  'view_self_data',
  'update_all_data',
  'update_self_data',
  'trash_all_data',
  'trash_self_data',
  'delete_all_data',
  'delete_self_data',
] as const;
export type DataAccessKey = (typeof DATA_ACCESS_KEYS)[number];

/** Pairs that may not name the same user or group; pickers disable each side for the other. */
export const DATA_ACCESS_CONFLICTS: ReadonlyArray<readonly [DataAccessKey, DataAccessKey]> = [
  ['view_all_data', 'view_self_data'],
  ['update_all_data', 'update_self_data'],
  ['trash_all_data', 'trash_self_data'],
  ['delete_all_data', 'delete_self_data'],
];

export const DATA_ACCESS_LABELS: Record<DataAccessKey, string> = {
  create_data: 'Create data',
  view_all_data: 'View all data',
  view_self_data: 'View own data',
  update_all_data: 'Update all data',
  update_self_data: 'Update own data',
  trash_all_data: 'Trash all data',
  trash_self_data: 'Trash own data',
  delete_all_data: 'Delete all data',
  delete_self_data: 'Delete own data',
};

export const formDataAccessSchema = z.object(
  Object.fromEntries(DATA_ACCESS_KEYS.map((key) => [key, principalsSchema.default(NO_PRINCIPALS)])) as Record<
    DataAccessKey,
    z.ZodDefault<typeof principalsSchema>
  >,
);
export type FormDataAccess = z.infer<typeof formDataAccessSchema>;
export const EMPTY_DATA_ACCESS: FormDataAccess = formDataAccessSchema.parse({});

export const formUsabilitySchema = z.object({
  formDataCreate: z.boolean().default(true),
  formDataRead: z.boolean().default(true),
  formDataUpdate: z.boolean().default(true),
  formDataDelete: z.boolean().default(true),
});
export type FormUsability = z.infer<typeof formUsabilitySchema>;

export const dataVersionSettingsSchema = z.object({
  dataVersionEnabled: z.boolean().default(false),
  /** Days a removed file of an old version is kept; the builder's default is 30 (forms spec §9). */
  versionTrashCleanupDuration: z.number().int().min(0).max(3650).default(30),
});
export type DataVersionSettings = z.infer<typeof dataVersionSettingsSchema>;

/** Owner, who may edit the configuration, who may do what with data, and the switches. */
export const formAccessConfigSchema = z.object({
  owner: z.string().uuid().nullable().default(null),
  editFormConfig: principalsSchema.default(NO_PRINCIPALS),
  formDataAccess: formDataAccessSchema.default(EMPTY_DATA_ACCESS),
  formUsabilitySettings: formUsabilitySchema.default(formUsabilitySchema.parse({})),
  dataVersionSettings: dataVersionSettingsSchema.default(dataVersionSettingsSchema.parse({})),
});
export type FormAccessConfig = z.infer<typeof formAccessConfigSchema>;
export type FormAccessConfigInput = z.input<typeof formAccessConfigSchema>;

const formNameSchema = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200);
const fieldsToSaveSchema = fieldListSchema.refine(
  (fields) => fields.some((field) => !field.isTrashed),
  m.fieldsRequired,
);

export const createFormSchema = formAccessConfigSchema.extend({
  name: formNameSchema,
  fieldConfig: fieldsToSaveSchema,
  /** The group to place the form in; the Default group when absent. */
  formGroupId: z.string().uuid().nullable().default(null),
});
export type CreateForm = z.infer<typeof createFormSchema>;
export type CreateFormInput = z.input<typeof createFormSchema>;

export const updateFieldConfigSchema = z.object({
  name: formNameSchema,
  fieldConfig: fieldsToSaveSchema,
  /** The version the editor started from; a newer one on the server means someone else saved first. */
  expectedVersion: z.number().int().positive().optional(),
});
export type UpdateFieldConfig = z.input<typeof updateFieldConfigSchema>;

export const updateAccessConfigSchema = formAccessConfigSchema.extend({
  expectedVersion: z.number().int().positive().optional(),
});
export type UpdateAccessConfig = z.input<typeof updateAccessConfigSchema>;

export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** What the reader may do with a form, computed by the server with the rules of form-permissions.ts. */
export const formCapabilitiesSchema = z.object({
  canEditFieldConfig: z.boolean(),
  canEditAccessConfig: z.boolean(),
  canManageLifecycle: z.boolean(),
  canEnterData: z.boolean(),
  canViewData: z.boolean(),
});
export type FormCapabilities = z.infer<typeof formCapabilitiesSchema>;

/** A form in lists: no field configuration, only its size. */
export const formSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  fieldCount: z.number().int(),
  /** 'active' when the form has fields (not removed), else 'inactive'. */
  status: z.enum(['active', 'inactive']),
  version: z.number().int(),
  isTrashed: z.boolean(),
  trashedAt: z.string().nullable(),
  owner: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: personRefSchema.nullable(),
  capabilities: formCapabilitiesSchema,
});
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formSchema = formSummarySchema.extend({
  fieldConfig: z.array(fieldConfigSchema),
  editFormConfig: principalsSchema,
  formDataAccess: formDataAccessSchema,
  formUsabilitySettings: formUsabilitySchema,
  dataVersionSettings: dataVersionSettingsSchema,
  createdBy: personRefSchema.nullable(),
  isTemplateForm: z.boolean(),
  /** The groups the form belongs to. */
  formGroupIds: z.array(z.string()),
});
export type Form = z.infer<typeof formSchema>;

export const HISTORY_CHANGE_TYPES = ['initial_creation', 'field_config', 'access_config'] as const;
export type HistoryChangeType = (typeof HISTORY_CHANGE_TYPES)[number];

export const formHistoryItemSchema = z.object({
  version: z.number().int(),
  changeType: z.enum(HISTORY_CHANGE_TYPES),
  timestamp: z.string(),
  updatedBy: personRefSchema.nullable(),
  /** The form's configuration as it was saved at this version. */
  formConfig: z.object({
    name: z.string(),
    fieldConfig: z.array(fieldConfigSchema),
    access: formAccessConfigSchema,
  }),
});
export type FormHistoryItem = z.infer<typeof formHistoryItemSchema>;

/** Forms offered by the Copy Fields and foreign-key pickers: each with its live fields' ids, labels and types. */
export const formCatalogueEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(z.object({ id: z.string(), label: z.string(), type: z.string() })),
});
export type FormCatalogueEntry = z.infer<typeof formCatalogueEntrySchema>;

/** The organisation's active users and user groups, for owner, access and visibility pickers. */
export const peopleSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  groups: z.array(z.object({ id: z.string(), name: z.string(), users: z.array(z.string()) })),
});
export type People = z.infer<typeof peopleSchema>;

export const MANAGE_FORMS_PAGE_SIZES = [5, 10, 25] as const;
export const MANAGE_FORMS_DEFAULT_PAGE_SIZE = 10;

export const bulkFormIdsSchema = selectionSchema(m.selectForms);
