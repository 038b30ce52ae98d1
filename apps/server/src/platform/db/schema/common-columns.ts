import { boolean, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The creation and last-change times every table of ours carries. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Who made a record and who changed it last, and when. */
export const authorColumns = () => ({
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A record in the trash, and since when (it is purged or restored from there). */
export const trashColumns = () => ({
  isTrashed: boolean('is_trashed').notNull().default(false),
  trashedAt: timestamp('trashed_at', { withTimezone: true }),
});
