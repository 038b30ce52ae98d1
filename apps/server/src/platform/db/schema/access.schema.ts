import type { AppRole } from '@atrium/domain/access/apps.catalogue.ts';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authorColumns, createdAt, trashColumns, updatedAt } from './common-columns.ts';
import { orgIdColumn } from './orgs.schema.ts';

// Apps and user groups: what people of an organisation may open.

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

/**
 * An organisation's own switches for an app, set by its org admins and control_all holders: they close the
 * app or withdraw it from assignment in that organisation only, on top of the platform's flags
 * (docs/decisions/0009). No row means the organisation leaves the app as the platform has it.
 */
export const orgAppSettings = pgTable(
  'org_app_settings',
  {
    orgId: orgIdColumn(),
    appName: text('app_name')
      .notNull()
      .references(() => apps.appName, { onDelete: 'cascade' }),
    isActiveForAssignment: boolean('is_active_for_assignment').notNull().default(true),
    isBlocked: boolean('is_blocked').notNull().default(false),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.appName] })],
);

/** The organisation's admin group: its members are org admins. One per organisation. */
export const adminUserGroups = pgTable('admin_user_groups', {
  orgId: orgIdColumn().primaryKey(),
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
    orgId: orgIdColumn(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    users: uuid('users').array().notNull().default(sql`'{}'::uuid[]`),
    allowedAccess: text('allowed_access').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...trashColumns(),
    ...authorColumns(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.id] }), uniqueIndex('user_groups_id_key').on(t.id)],
);
