import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import type { StoredSettings } from '@atrium/domain/me/me.schemas.ts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common-columns.ts';
import { organizations } from './orgs.schema.ts';

// People: one row per person, of an organisation or not.

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
    settings: jsonb('settings').$type<StoredSettings>().notNull().default({}),
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
