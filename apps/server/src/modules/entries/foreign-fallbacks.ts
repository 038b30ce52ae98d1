import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import {
  type ForeignEntryRef,
  referencedEntries,
  withForeignFallbacks,
} from '@atrium/domain/entries/foreign-fallbacks.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { entries } from '../../platform/db/schema.ts';

const keyOf = (ref: ForeignEntryRef) => `${ref.formId}/${ref.entryId}`;

/** Which of the referenced entries are live (not trashed, not deleted), in one query. */
async function liveEntries(
  db: DbOrTx,
  orgId: string,
  refs: readonly ForeignEntryRef[],
): Promise<Set<string>> {
  const rows = await db
    .select({ formId: entries.formId, entryId: entries.id })
    .from(entries)
    .where(
      and(
        eq(entries.orgId, orgId),
        inArray(entries.formId, [...new Set(refs.map((ref) => ref.formId))]),
        inArray(entries.id, [...new Set(refs.map((ref) => ref.entryId))]),
        eq(entries.isTrashed, false),
      ),
    );
  return new Set(rows.map(keyOf));
}

/**
 * How readers see the values of these entries: a foreign-key choice whose referenced entry is gone shows its
 * field's fallback value (resolved on reading, so a restored entry shows the kept copy again). The entry
 * view, the table and the export all read through it.
 */
export async function foreignFallbacksOf(
  db: DbOrTx,
  orgId: string,
  fields: readonly FieldConfig[],
  rows: readonly EntryData[],
): Promise<(data: EntryData) => EntryData> {
  const refs = referencedEntries(fields, rows);
  if (refs.length === 0) return (data) => data;
  const live = await liveEntries(db, orgId, refs);
  return (data) => withForeignFallbacks(fields, data, (ref) => live.has(keyOf(ref)));
}
