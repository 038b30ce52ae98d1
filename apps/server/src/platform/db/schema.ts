import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import type { AppRole } from '@atrium/domain/access/apps.catalogue.ts';
import type { SavedColumns, SavedFilter } from '@atrium/domain/entries/entries.filters.ts';
import type { FieldConfig, Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import type {
  DataVersionSettings,
  FormDataAccess,
  FormHistoryItem,
  FormUsability,
  HistoryChangeType,
} from '@atrium/domain/forms/forms.schemas.ts';
import type { UserSettings } from '@atrium/domain/me/me.schemas.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  logoKey: text('logo_key'),
  logoMime: text('logo_mime'),
  contactName: text('contact_name').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row per person. Org users carry their organisation; master admins and creators may carry none.
 * A first-time Microsoft user who is in no organisation yet is provisional: it holds no email claim.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: text('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash'),
    access: jsonb('access').$type<AccessEntry[]>().notNull().default([]),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    isMasterAdmin: boolean('is_master_admin').notNull().default(false),
    isCreator: boolean('is_creator').notNull().default(false),
    isTestUser: boolean('is_test_user').notNull().default(false),
    isFirstAdmin: boolean('is_first_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    quickActions: text('quick_actions').array().notNull().default(sql`'{}'::text[]`),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({ darkMode: false }),
    lastLoggedIn: timestamp('last_logged_in', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.orgId} is not null or ${t.isMasterAdmin} or ${t.isCreator}`),
    uniqueIndex('users_org_username_key').on(t.orgId, sql`lower(${t.username})`),
    uniqueIndex('users_org_phone_key').on(t.orgId, t.phoneNumber).where(sql`${t.phoneNumber} <> ''`),
    index('users_org_idx').on(t.orgId),
    // The users table's order: its first page and common searches read the index instead of sorting the
    // whole organisation (docs/BENCHMARKS.md, "Users table").
    index('users_org_list_idx').on(t.orgId, t.isArchived, sql`lower(${t.name})`, t.id),
  ],
);

/** Microsoft (or any OpenID Connect) identities, keyed by issuer and subject, never by email. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'org' | 'master' | 'creator'>().notNull(),
    orgId: text('org_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-in counts per account and per address, shared by every server process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Global app configuration: the master admin blocks an app for everyone. */
export const apps = pgTable('apps', {
  appName: text('app_name').primaryKey(),
  availableAccess: jsonb('available_access').$type<AppRole[]>().notNull().default([]),
  availableFolderAccess: jsonb('available_folder_access').$type<AppRole[]>(),
  isActiveForAssignment: boolean('is_active_for_assignment').notNull().default(true),
  isBlocked: boolean('is_blocked').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The organisation's admin group: its members are org admins. One per organisation. */
export const adminUserGroups = pgTable('admin_user_groups', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default('Admin Group'),
  description: text('description').notNull().default(''),
  users: uuid('users').array().notNull().default(sql`'{}'::uuid[]`),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    users: uuid('users').array().notNull().default(sql`'{}'::uuid[]`),
    allowedAccess: text('allowed_access').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isTrashed: boolean('is_trashed').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), uniqueIndex('user_groups_id_key').on(t.id)],
);

/** Forms are reached through groups; group visibility is the union of the per-form lists (forms spec §5). */
export const formGroups = pgTable(
  'form_groups',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    isTrashed: boolean('is_trashed').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.id] }),
    uniqueIndex('form_groups_id_key').on(t.id),
    uniqueIndex('form_groups_org_name_key').on(t.orgId, sql`lower(${t.name})`),
  ],
);

/** A form: its fields and access rules as JSON documents, versioned by form_history. */
export const forms = pgTable(
  'forms',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    isTrashed: boolean('is_trashed').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    isTemplateForm: boolean('is_template_form').notNull().default(false),
    templateMeta: jsonb('template_meta').$type<Record<string, unknown>>(),
    importedFrom: jsonb('imported_from').$type<Record<string, unknown>>(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

/**
 * Microsoft sign-ins in progress, shared by every server process. The browser holds a random handle in a
 * short-lived cookie; the row holds its hash with the state, nonce and PKCE verifier. Consumed once.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    handleHash: text('handle_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    orgId: text('org_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt)],
);

/** An organisation's licenses; the newest end date decides the gate. Dates are calendar dates (UTC). */
export const licenses = pgTable(
  'licenses',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    durationValue: integer('duration_value').notNull(),
    durationUnit: text('duration_unit').$type<'days' | 'months' | 'years'>().notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    storageLimit: integer('storage_limit').notNull(),
    storageUnit: text('storage_unit').$type<'MB' | 'GB' | 'TB'>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), index('licenses_org_end_idx').on(t.orgId, t.endDate)],
);

/** Who changed which license or organisation detail, and how (kept on the server, not in a browser). */
export const licenseHistory = pgTable(
  'license_history',
  {
    orgId: text('org_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').$type<'add' | 'update' | 'delete'>().notNull(),
    entity: text('entity').$type<'license' | 'organization'>().notNull(),
    byUserId: uuid('by_user_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), index('license_history_org_at_idx').on(t.orgId, t.at)],
);

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
    version: integer('version').notNull().default(1),
    isTrashed: boolean('is_trashed').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.id] }),
    index('entries_list_idx').on(t.formId, t.isTrashed, t.createdAt.desc()),
    // Readers of their own entries only: their page and total without reading the others'.
    index('entries_creator_idx').on(t.createdBy, t.isTrashed, t.createdAt.desc()),
  ],
);

/**
 * How many entries each form holds, live and trashed, as deltas written by statement triggers on `entries`
 * (one row per writing statement, so concurrent submissions never wait on a shared counter row); summed on
 * read and folded together by a periodic job. Exact in every snapshot, as the deltas commit with the rows.
 */
export const entryCounts = pgTable(
  'entry_counts',
  {
    formId: uuid('form_id').notNull(),
    isTrashed: boolean('is_trashed').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
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
