import type {
  TemplateDraft,
  TemplateSampleRows,
  TemplateSnapshot,
} from '@atrium/domain/templates/templates.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { authorColumns, createdAt } from './common-columns.ts';
import { orgIdColumn } from './orgs.schema.ts';

// Template groups: bundles of forms that creators release in numbered versions and organisations import.
// Their forms are rows of `forms` in the creators' workspace organisation (CREATOR_WORKSPACE_ID), so the
// builder, the versions and the entries of template forms are the forms' and entries' own.

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owning organisation: the creators' workspace for templates made by creators. */
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The template's forms in the order they were added (ids of `forms` in the owner's organisation). */
    formIds: jsonb('form_ids').$type<string[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    hasDraft: boolean('has_draft').notNull().default(true),
    /** The working version; rises by one on each release as a new version. */
    version: integer('version').notNull().default(1),
    /** The version organisations import; null until the first release. */
    releasedVersion: integer('released_version'),
    releasedSnapshot: jsonb('released_snapshot').$type<TemplateSnapshot>(),
    /** Sample rows chosen at release, per template form id (organisations receive at most 5 per form). */
    releasedSamples: jsonb('released_samples').$type<TemplateSampleRows>().notNull().default({}),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The draft being worked on: its own name, description, forms and unsaved field lists per form. */
    draft: jsonb('draft').$type<TemplateDraft>(),
    isTrashed: boolean('is_trashed').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    trashedBy: uuid('trashed_by'),
    trashedByName: text('trashed_by_name'),
    createdByName: text('created_by_name'),
    updatedByName: text('updated_by_name'),
    originalTemplateId: uuid('original_template_id'),
    originalTemplateName: text('original_template_name'),
    /** The organisation form group this template was made from (Import Form Group as Template). */
    sourceFormGroupId: uuid('source_form_group_id'),
    ...authorColumns(),
  },
  (t) => [
    index('templates_owner_list_idx').on(t.orgId, t.isTrashed, t.updatedAt.desc()),
    // The Templates Library of every organisation: published, live templates, newest first.
    index('templates_library_idx')
      .on(t.updatedAt.desc(), t.id)
      .where(sql`${t.isPublished} AND NOT ${t.isTrashed}`),
  ],
);

/** One entry per released version: the change text, who released it and the form versions it pins. */
export const templateVersions = pgTable(
  'template_versions',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    changes: text('changes').notNull().default(''),
    snapshot: jsonb('snapshot').$type<TemplateSnapshot>().notNull(),
    semverMajor: integer('semver_major').notNull(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] })],
);

/** Files attached to a template (images, pdf, office documents, text), kept in the file store. */
export const templateAttachments = pgTable(
  'template_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('template_attachments_template_idx').on(t.templateId, t.createdAt)],
);
