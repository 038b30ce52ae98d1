import { timestamp } from 'drizzle-orm/pg-core';

/** The creation and last-change times every table of ours carries. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
