import type { SavedColumns, SavedFilter } from '@atrium/domain/entries/entries.filters.ts';
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
import { createdAt, trashColumns, updatedAt } from './common-columns.ts';
import { users } from './users.schema.ts';

// Entries of forms: rows, counts, earlier versions, version trash and saved table preferences.

/**
 * Entries of every form, partitioned by form: each form gets its own partition (created with the form, dropped
 * with it), so a form's indexes and scans never touch another form's rows. `data` holds values keyed by field id;
 * `search_text` holds the lower-cased text of the fields without a lock, for 'Search by any field'.
 */
export const entries = pgTable(
  'entries',
  {
    formId: uuid('form_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    orgId: text('org_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    searchText: text('search_text').notNull().default(''),
    /**
     * An imported entry's search text until the search index job moves it into `search_text`: an import does
     * no trigram work, and 'Search by any field' matches this text meanwhile (decision 0055).
     */
    searchPending: text('search_pending'),
    version: integer('version').notNull().default(1),
    ...trashColumns(),
    /** Sample rows that came with a template release; replaced when the import is updated. */
    isSample: boolean('is_sample').notNull().default(false),
    sampleSource: jsonb('sample_source').$type<{ templateId: string; version: number }>(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.id] }),
    // The table's default order, id included: a plain view's page ends and counts read the index alone.
    index('entries_list_idx').on(t.formId, t.isTrashed, t.createdAt.desc(), t.id.desc()),
    // Readers of their own entries only: their page and total without reading the others'.
    index('entries_creator_idx').on(t.createdBy, t.isTrashed, t.createdAt.desc()),
    // A template update replaces a form's few sample rows without reading its other entries.
    index('entries_sample_idx').on(t.formId).where(sql`${t.isSample}`),
    // The entries whose search text waits for the search index job: read by that job and by every search.
    index('entries_search_pending_idx').on(t.formId).where(sql`${t.searchPending} is not null`),
  ],
);

/**
 * Forms with imported entries whose search text is not in the trigram index yet, and when an import last
 * added some: the search index job takes a form once its import has paused (decision 0055).
 */
export const entrySearchBacklog = pgTable('entry_search_backlog', {
  formId: uuid('form_id').primaryKey(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many entries each form holds, live and trashed, as deltas written by statement triggers on `entries`
 * (one row per writing statement, so concurrent submissions never wait on a shared counter row); summed on
 * read and folded together by a periodic job. Exact in every snapshot, as the deltas commit with the rows.
 * `writes` counts the statements that wrote the form's entries (edits too): its sum only grows, so a total
 * counted beside it stays right while the sum is unchanged (decision 0044).
 */
export const entryCounts = pgTable(
  'entry_counts',
  {
    formId: uuid('form_id').notNull(),
    isTrashed: boolean('is_trashed').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    writes: bigint('writes', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('entry_counts_form_idx').on(t.formId, t.isTrashed)],
);

/** Earlier versions of entries of forms with data versioning on. */
export const entryVersions = pgTable(
  'entry_versions',
  {
    formId: uuid('form_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    version: integer('version').notNull(),
    orgId: text('org_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.entryId, t.version] })],
);

/**
 * Files an edit removed from an entry of a form with data versioning on (forms spec: version_trash/{formId}).
 * Earlier versions still show them, so they stay in storage until the form's versionTrashCleanupDuration
 * days are over (0: until the entry is deleted); the entry purge job deletes them then.
 */
export const versionTrash = pgTable(
  'version_trash',
  {
    formId: uuid('form_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    fileKey: text('file_key').notNull(),
    orgId: text('org_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.entryId, t.fileKey] }),
    index('version_trash_removed_idx').on(t.removedAt),
  ],
);

/** Saved filters and column selections of one user for one form. */
export const formPreferences = pgTable(
  'form_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: uuid('form_id').notNull(),
    savedFilters: jsonb('saved_filters').$type<SavedFilter[]>().notNull().default([]),
    savedColumns: jsonb('saved_columns').$type<SavedColumns[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.formId] })],
);
