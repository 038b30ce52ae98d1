import type { FieldConfig, Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import type {
  DataVersionSettings,
  FormDataAccess,
  FormHistoryItem,
  FormUsability,
  HistoryChangeType,
} from '@atrium/domain/forms/forms.schemas.ts';
import type {
  ImportedFormProvenance,
  ImportedGroupProvenance,
} from '@atrium/domain/templates/templates.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authorColumns, createdAt, trashColumns } from './common-columns.ts';
import { orgIdColumn } from './orgs.schema.ts';

// Forms, their groups and their saved versions.

/** Forms are reached through groups; group visibility is the union of the per-form lists (forms spec §5). */
export const formGroups = pgTable(
  'form_groups',
  {
    orgId: orgIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** Form ids in the order they were added. */
    forms: jsonb('forms').$type<string[]>().notNull().default([]),
    groupVisibility: jsonb('group_visibility')
      .$type<Principals>()
      .notNull()
      .default({ users: [], groups: [] }),
    /** Per form id: the users and user groups who see that form in this group. */
    formVisibility: jsonb('form_visibility').$type<Record<string, Principals>>().notNull().default({}),
    isDefault: boolean('is_default').notNull().default(false),
    /** A group made by importing a template: which template and release it holds (templates spec §3). */
    importedFrom: jsonb('imported_from').$type<ImportedGroupProvenance>(),
    importedTemplateId: uuid('imported_template_id'),
    templateReferenceKey: text('template_reference_key'),
    /** Set on a group that a creator turned into a template (Import Form Group as Template). */
    importedAsTemplate: jsonb('imported_as_template').$type<Record<string, unknown>>(),
    ...trashColumns(),
    ...authorColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('form_groups_id_key').on(t.id),
    uniqueIndex('form_groups_org_name_key').on(t.orgId, sql`lower(${t.name})`),
    // One import of a template per organisation, however many admins press Import at once.
    uniqueIndex('form_groups_org_template_key')
      .on(t.orgId, t.importedTemplateId)
      .where(sql`${t.importedTemplateId} IS NOT NULL`),
  ],
);

/** A form: its fields and access rules as JSON documents, versioned by form_history. */
export const forms = pgTable(
  'forms',
  {
    orgId: orgIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    owner: uuid('owner'),
    editFormConfig: jsonb('edit_form_config')
      .$type<Principals>()
      .notNull()
      .default({ users: [], groups: [] }),
    formDataAccess: jsonb('form_data_access').$type<FormDataAccess>().notNull(),
    formUsabilitySettings: jsonb('form_usability_settings').$type<FormUsability>().notNull(),
    dataVersionSettings: jsonb('data_version_settings').$type<DataVersionSettings>().notNull(),
    fieldConfig: jsonb('field_config').$type<FieldConfig[]>().notNull().default([]),
    /** Live (not removed) fields, kept beside the JSON so lists show status and size without reading it. */
    fieldCount: integer('field_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...trashColumns(),
    isTemplateForm: boolean('is_template_form').notNull().default(false),
    templateMeta: jsonb('template_meta').$type<Record<string, unknown>>(),
    importedFrom: jsonb('imported_from').$type<ImportedFormProvenance>(),
    /** Template forms: the template they belong to. */
    templateId: uuid('template_id'),
    /** Copies imported from a template: the template form they copy (the form's templateFormReferenceKey). */
    templateFormRef: uuid('template_form_ref'),
    ...authorColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('forms_id_key').on(t.id),
    index('forms_org_list_idx').on(t.orgId, t.isTrashed, t.updatedAt.desc()),
  ],
);

/** One item per saved version of a form, with a snapshot of its configuration at that version. */
export const formHistory = pgTable(
  'form_history',
  {
    orgId: text('org_id').notNull(),
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    changeType: text('change_type').$type<HistoryChangeType>().notNull(),
    snapshot: jsonb('snapshot').$type<FormHistoryItem['formConfig']>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.formId, t.version] }),
    foreignKey({ columns: [t.orgId, t.formId], foreignColumns: [forms.orgId, forms.id] }).onDelete('cascade'),
  ],
);
