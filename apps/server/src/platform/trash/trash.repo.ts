import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database.ts';

/** A tenant table with a trash: `is_trashed` and `trashed_at` beside the org and the row id. */
export type TrashableTable = PgTable & {
  orgId: PgColumn;
  id: PgColumn;
  isTrashed: PgColumn;
  trashedAt: PgColumn;
};

/** Which rows: those of the organisation among the ids, narrowed by `where` (a form's entries, not Default). */
export interface TrashRows {
  orgId: string;
  ids: readonly string[];
  where?: SQL;
}

/** The rows of the organisation among the ids; every trash query starts from it. */
export function amongIds(table: TrashableTable, rows: TrashRows): SQL | undefined {
  return and(eq(table.orgId, rows.orgId), inArray(table.id, [...rows.ids]), rows.where);
}

/**
 * Moves rows into (`trashed`) or out of the trash; rows already there are left alone. `by` also stamps
 * `updated_by` and `updated_at`, for tables that keep who changed them last. Returns how many rows moved.
 */
export async function setTrashed<T extends TrashableTable>(
  db: DbOrTx,
  table: T,
  rows: TrashRows,
  trashed: boolean,
  by?: string,
): Promise<number> {
  if (rows.ids.length === 0) return 0;
  const values = {
    isTrashed: trashed,
    trashedAt: trashed ? sql`now()` : null,
    ...(by === undefined ? {} : { updatedBy: by, updatedAt: sql`now()` }),
  } as PgUpdateSetSource<T>;
  const moved = await db
    .update(table)
    .set(values)
    .where(and(amongIds(table, rows), ne(table.isTrashed, trashed)))
    .returning({ id: table.id });
  return moved.length;
}

/** Deletes rows for good, only from the trash. Returns how many went. */
export async function deleteFromTrash(db: DbOrTx, table: TrashableTable, rows: TrashRows): Promise<number> {
  if (rows.ids.length === 0) return 0;
  const deleted = await db
    .delete(table)
    .where(and(amongIds(table, rows), eq(table.isTrashed, true)))
    .returning({ id: table.id });
  return deleted.length;
}
