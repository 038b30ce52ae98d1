import type { EntryListQuery } from '@atrium/domain/entries/entries.schemas.ts';
import { inArray, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { entries } from '../../platform/db/schema.ts';
import { type EntryRow, fieldValuesTaken, lockFormEntries, valueText } from './entries.repo.ts';
import {
  distinctValues,
  type EntryListScope,
  FOREIGN_OPTIONS_LIMIT,
  formViewOf,
  listEntryRows,
  newestLiveEntries,
  whereOf,
  withSearchBacklog,
} from './entries-query.repo.ts';
import { sortTarget } from './entry-filters.sql.ts';
import { analyzeNewPartitionUnlessBusy } from './entry-partitions.repo.ts';

// What the import and export of entries build on: the table's view, a value as the table reads it, and the
// unique-value check under the form's entry lock.

/** Where an import from another form reads: that form's live entries, newest first. */
export { liveEntriesWhere, newestEntriesFirst } from './entries-query.repo.ts';
export type { EntryListScope };
/** A search's scope, told whether the form has imported entries not yet in the search index. */
export { withSearchBacklog };

/** The entries table's view (scope, trash, search, filters): the export reads the same rows as the table. */
export function entryViewWhere(
  scope: EntryListScope,
  query: Pick<EntryListQuery, 'trashed' | 'search' | 'filters'>,
): SQL | undefined {
  return whereOf(scope, query);
}

/**
 * The same view within the form's partition, without the organisation's condition (formViewOf): only once
 * the form is known to be the caller organisation's.
 */
export function entryFormViewWhere(
  scope: EntryListScope,
  query: Pick<EntryListQuery, 'trashed' | 'search' | 'filters'>,
): SQL | undefined {
  return formViewOf(scope, query);
}

/** The expression a column of the table sorts by (`sort` is a built-in column or a viewable field id). */
export function entrySortTarget(sort: string, viewable: EntryListScope['viewable']): SQL {
  return sortTarget(sort, viewable);
}

/** A field's stored value as text (an option's value, or the value itself), as the table groups it. */
export function entryValueText(fieldId: string): SQL {
  return valueText(fieldId);
}

/** Serialises the writers of one form's entries while they check unique values and insert. */
export function lockEntriesOf(tx: DbOrTx, formId: string): Promise<void> {
  return lockFormEntries(tx, formId);
}

/**
 * Statistics for a form's partition that has none yet, so that its unique checks read the unique index alone;
 * false when an index build holds the partition (try again later).
 */
export function analyzeNewEntries(db: Db, formId: string): Promise<boolean> {
  return analyzeNewPartitionUnlessBusy(db, formId);
}

/** Of the given texts, those a live entry of the form already holds in the field (lowered unless case counts). */
export function takenValues(
  tx: DbOrTx,
  where: { orgId: string; formId: string; exceptId?: string },
  field: { fieldId: string; caseSensitive: boolean },
  texts: readonly string[],
): Promise<Set<string>> {
  return fieldValuesTaken(tx, where, field, texts);
}

/** The newest live entries of a form (the sample rows a template release may carry). */
export function newestEntriesOf(
  db: DbOrTx,
  where: { orgId: string; formId: string },
  limit: number,
): Promise<EntryRow[]> {
  return newestLiveEntries(db, where, undefined, limit);
}

/** Live entries of a form among the ids, newest first. */
export function liveEntriesAmong(
  db: DbOrTx,
  where: { orgId: string; formId: string },
  ids: readonly string[],
): Promise<EntryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return newestLiveEntries(db, where, inArray(entries.id, [...ids]), ids.length);
}

/** One page of a form's live entries, newest first, with their total (the template form data list). */
export function newestEntriesPage(
  db: DbOrTx,
  where: { orgId: string; formId: string },
  page: { page: number; pageSize: number },
) {
  const query = {
    ...page,
    trashed: false,
    sort: 'created_at',
    direction: 'desc' as const,
    search: '',
    filters: [],
  };
  return listEntryRows(db, { ...where, viewable: new Map() }, query);
}

/**
 * The distinct non-empty values of a field in a form's live entries, matching the search (the options a
 * foreign-key field offers, as the entries' options search reads them).
 */
export function foreignOptionValues(
  db: DbOrTx,
  where: { orgId: string; formId: string },
  fieldId: string,
  search: string,
): Promise<{ id: string; value: string }[]> {
  return distinctValues(db, where, fieldId, search, FOREIGN_OPTIONS_LIMIT);
}
