import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common-columns.ts';

// Organisations: the tenants every org_id of the other tables names.

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

/** The organisation a tenant row belongs to: deleting the organisation deletes the row. */
export const orgIdColumn = () =>
  text('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
