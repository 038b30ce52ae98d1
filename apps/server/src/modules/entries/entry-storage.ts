import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { syncEntryIndexes } from './entry-indexes.repo.ts';
import { createEntryPartition, dropEntryPartition } from './entry-partitions.repo.ts';

// A form's entries live in their own partition with an index per searchable field: the forms module
// creates that storage with the form and drops it with the form, through these two functions.

/** The partition and field indexes of a new form; the partition is empty, so the indexes are built at once. */
export async function createEntryStorage(
  tx: DbOrTx,
  form: { id: string; fieldConfig: readonly FieldConfig[] },
): Promise<void> {
  await createEntryPartition(tx, form.id);
  await syncEntryIndexes(tx, form.id, form.fieldConfig);
}

/** The entries of a form deleted for good, with their indexes. */
export function dropEntryStorage(tx: DbOrTx, formId: string): Promise<void> {
  return dropEntryPartition(tx, formId);
}
