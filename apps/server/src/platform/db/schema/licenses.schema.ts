import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common-columns.ts';
import { orgIdColumn } from './orgs.schema.ts';

// Licenses of organisations and their history.

/** An organisation's licenses; the newest end date decides the gate. Dates are calendar dates (UTC). */
export const licenses = pgTable(
  'licenses',
  {
    orgId: orgIdColumn(),
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
