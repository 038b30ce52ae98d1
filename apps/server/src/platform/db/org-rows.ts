import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';
import type { Bound } from './prepared.ts';

/** A tenant table whose rows are named by an id inside their organisation. */
export type OrgTable = PgTable & { orgId: PgColumn; id: PgColumn };

/** The organisation's row with this id: a single-row query never leaves its organisation. */
export function orgRowIs(table: OrgTable, orgId: Bound, id: Bound): SQL {
  return and(eq(table.orgId, orgId), eq(table.id, id)) as SQL;
}

/** Inserts one row and returns it; `what` names the row in the error no caller should ever meet. */
export async function insertRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: PgInsertValue<T>,
  what: string,
): Promise<T['$inferSelect']> {
  const inserted = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!inserted[0]) throw new Error(`the ${what} was not inserted`);
  return inserted[0];
}

type UpdatableOrgTable = OrgTable & { updatedAt: PgColumn };

/** One row of the organisation to update, and its new values. */
export interface OrgRowUpdate<T extends UpdatableOrgTable> {
  table: T;
  row: { orgId: string; id: string };
  values: PgUpdateSetSource<T>;
}

/** Updates the organisation's row and stamps `updated_at`; undefined when there is no such row. */
export async function updateOrgRow<T extends UpdatableOrgTable>(
  db: DbOrTx,
  { table, row, values }: OrgRowUpdate<T>,
): Promise<T['$inferSelect'] | undefined> {
  const updated = (await db
    .update(table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(orgRowIs(table, row.orgId, row.id))
    .returning()) as T['$inferSelect'][];
  return updated[0];
}

/** As `updateOrgRow`, for a row the caller has just read or locked: its absence is a bug, not a 404. */
export async function updateLockedOrgRow<T extends UpdatableOrgTable>(
  db: DbOrTx,
  update: OrgRowUpdate<T> & { what: string },
): Promise<T['$inferSelect']> {
  const updated = await updateOrgRow(db, update);
  if (!updated) throw new Error(`the ${update.what} to update is gone`);
  return updated;
}

/** A table whose rows belong to one form of the organisation (entries, their versions, their version trash). */
export type FormRowsTable = PgTable & { orgId: PgColumn; formId: PgColumn };

/** The rows of the organisation's form: the form picks the partition, the organisation keeps tenancy. */
export function ofOrgForm(table: FormRowsTable, orgId: string, formId: string): SQL {
  return and(eq(table.formId, formId), eq(table.orgId, orgId)) as SQL;
}
