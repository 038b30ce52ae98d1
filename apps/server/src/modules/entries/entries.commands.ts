import { randomUUID } from 'node:crypto';
import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { searchTextOf } from '@atrium/domain/entries/entry-values.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import { removedFileKeys } from '@atrium/domain/uploads/entry-files.ts';
import { coalescedStatements } from '../../platform/db/coalesced-statements.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { preparedOnce } from '../../platform/db/prepared.ts';
import type { entries } from '../../platform/db/schema.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import {
  deleteEntries,
  type EntryRow,
  insertEntries,
  insertSubmittedEntries,
  lockEntries,
  type SubmittedEntry,
  setEntriesTrashed,
} from './entries.repo.ts';
import { applyChange } from './entries.service.ts';
import { liveFields } from './entries-caller.ts';
import { fileKeysOf, hasUniqueValues, removeStoredFiles, requireUniqueValues } from './entry-writes.ts';
import { dropVersionTrash } from './version-trash.repo.ts';

export type { EntryRow };

/** Who writes: the organisation, and the user recorded as creator and editor. */
export interface EntryWriter {
  orgId: string;
  userId: string;
  userName: string;
}

/** Columns an insert may set besides the values: sample rows are marked as such as they are written. */
export type EntryExtras = Pick<typeof entries.$inferInsert, 'isSample' | 'sampleSource'>;

function newEntry(writer: EntryWriter, form: FormRow, values: EntryData, extra: EntryExtras) {
  // Fields the values leave out start at their defaults, as on the screen.
  const data: EntryData = {};
  for (const field of liveFields(form)) data[field.id] = initialValue(field);
  Object.assign(data, values);
  return {
    formId: form.id,
    orgId: writer.orgId,
    data,
    searchText: searchTextOf(form.fieldConfig, data),
    createdBy: writer.userId,
    createdByName: writer.userName,
    updatedBy: writer.userId,
    updatedByName: writer.userName,
    ...extra,
  };
}

/**
 * Inserts entries into a form, all of them or none, in the caller's transaction when given one. The values
 * are already checked (by the entry rules for the writer, or by an import's own); unique values are checked
 * here against the form's live entries and the rows before them, under the form's entry lock, and refused
 * with the form's message. The caller tells open tables once committed (`entriesChanged`).
 */
export async function addEntries(
  db: DbOrTx,
  writer: EntryWriter,
  form: FormRow,
  rows: readonly EntryData[],
  extra: EntryExtras = {},
): Promise<EntryRow[]> {
  // Without unique values one statement is enough; with them, each check and insert runs under the lock.
  if (!rows.some((values) => hasUniqueValues(form, values))) {
    return insertEntries(
      db,
      rows.map((values) => newEntry(writer, form, values, extra)),
    );
  }
  return db.transaction(async (tx) => {
    const inserted: EntryRow[] = [];
    for (const values of rows) {
      await requireUniqueValues(tx, writer, form, values, { message: m.fixFormErrors });
      inserted.push(...(await insertEntries(tx, [newEntry(writer, form, values, extra)])));
    }
    return inserted;
  });
}

// Measured on the submission benchmark: one or two batches on their way did the same, four did less.
const SUBMISSION_BATCH = 64;
const SUBMISSIONS_IN_FLIGHT = 2;

/**
 * Submissions of any form on one database, joined into one insert while earlier ones are on their way
 * (decision 0052). Each row carries its own id, by which the inserted rows are given back to their requests.
 */
const submissionInserts = preparedOnce((db) =>
  coalescedStatements(
    async (batch: SubmittedEntry[]) => {
      const inserted = batch.length === 1 ? insertEntries(db, batch) : insertSubmittedEntries(db, batch);
      const rows = new Map((await inserted).map((row) => [row.id, row]));
      return batch.map((entry) => {
        const row = rows.get(entry.id);
        if (!row) throw new Error('an entry of the batch was not inserted');
        return row;
      });
    },
    { maxBatch: SUBMISSION_BATCH, maxInFlight: SUBMISSIONS_IN_FLIGHT },
  ),
);

/**
 * Inserts one submitted entry of checked values. Without unique values it shares its statement with the
 * submissions arriving meanwhile; with them, it is checked and inserted alone under the form's entry lock.
 */
export async function submitEntry(
  db: Db,
  writer: EntryWriter,
  form: FormRow,
  values: EntryData,
): Promise<EntryRow> {
  if (hasUniqueValues(form, values)) {
    const [row] = await addEntries(db, writer, form, [values]);
    if (!row) throw new Error('the entry was not inserted');
    return row;
  }
  return submissionInserts(db)({ id: randomUUID(), ...newEntry(writer, form, values, {}) });
}

/**
 * Writes checked values over one live entry of the form under its row lock (unique values checked, the
 * previous state kept when the form versions its data). Null when the entry is not there. `removedFiles` are
 * the stored files the change let go, for the caller to remove once committed (none on a versioned form:
 * earlier versions hold them).
 */
export async function changeEntryValues(
  db: Db,
  writer: EntryWriter,
  form: FormRow,
  entryId: string,
  values: EntryData,
): Promise<{ entry: EntryRow; removedFiles: string[] } | null> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await lockEntries(tx, writer.orgId, form.id, [entryId]);
    if (!current || current.isTrashed) return null;
    await requireUniqueValues(tx, writer, form, values, { message: m.fixUpdateErrors, exceptId: current.id });
    return { before: current, entry: await applyChange(tx, writer, form, current, values) };
  });
  if (!changed) return null;
  const versioned = form.dataVersionSettings.dataVersionEnabled;
  const removedFiles = versioned
    ? []
    : removedFileKeys(form.fieldConfig, changed.before.data, changed.entry.data);
  return { entry: changed.entry, removedFiles };
}

/**
 * Deletes live entries of the form for good, with their versions, in one transaction; ids of other forms
 * or organisations are left alone. Returns the entries deleted and the stored files they held, for the
 * caller to remove once committed (`removeEntryFiles`).
 */
export async function deleteEntriesForGood(
  db: Db,
  writer: Pick<EntryWriter, 'orgId'>,
  form: FormRow,
  ids: readonly string[],
): Promise<{ deleted: EntryRow[]; fileKeys: string[] }> {
  return db.transaction(async (tx) => {
    const rows = await lockEntries(tx, writer.orgId, form.id, [...ids]);
    const found = rows.map((row) => row.id);
    if (found.length === 0) return { deleted: [], fileKeys: [] };
    await setEntriesTrashed(tx, writer.orgId, form.id, found, true);
    const versions = await deleteEntries(tx, writer.orgId, form.id, found);
    await dropVersionTrash(tx, writer.orgId, form.id, found);
    const fileKeys = [...rows, ...versions].flatMap((row) => fileKeysOf(form.fieldConfig, row.data));
    return { deleted: rows, fileKeys };
  });
}

/** Removes stored files of a form's entries after the change that let them go has committed. */
export function removeEntryFiles(
  storage: FileStorage,
  writer: Pick<EntryWriter, 'orgId'>,
  form: Pick<FormRow, 'id'>,
  keys: readonly string[],
): Promise<void> {
  return removeStoredFiles(storage, keys, { orgId: writer.orgId, formId: form.id });
}
