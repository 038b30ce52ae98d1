import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { newEntryIndexStatements } from './entry-indexes.repo.ts';
import { createEntryPartitionSql, dropEntryPartition } from './entry-partitions.repo.ts';

// A form's entries live in their own partition with an index per searchable field: the forms module
// creates that storage with the form and drops it with the form, through these two functions.

/**
 * The partition and field indexes of a new form, built at once in its transaction as the partition is empty:
 * the entries need them as soon as they can be many (unique checks, filters, sorts). They go as one DO
 * block, one round trip instead of one per index (up to 33 for a form), which is most of what creating a
 * form used to cost; the server's work for each index is the same.
 */
export async function createEntryStorage(
  tx: DbOrTx,
  form: { id: string; fieldConfig: readonly FieldConfig[] },
): Promise<void> {
  const statements = [
    createEntryPartitionSql(form.id),
    ...newEntryIndexStatements(form.id, form.fieldConfig),
  ];
  // Names and expressions are made of checked ids only (uuid, field and column ids): no quote can close the block.
  await tx.execute(sql.raw(`DO $storage$ BEGIN ${statements.map((s) => `${s};`).join(' ')} END $storage$`));
}

/** The entries of a form deleted for good, with their indexes. */
export function dropEntryStorage(tx: DbOrTx, formId: string): Promise<void> {
  return dropEntryPartition(tx, formId);
}
