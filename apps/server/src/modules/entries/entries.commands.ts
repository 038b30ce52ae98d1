import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { searchTextOf } from '@atrium/domain/entries/entry-values.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { type EntryRow, insertEntries } from './entries.repo.ts';
import { liveFields } from './entries-caller.ts';
import { hasUniqueValues, requireUniqueValues } from './entry-writes.ts';

/** Who writes: the organisation, and the user recorded as creator and editor. */
export interface EntryWriter {
  orgId: string;
  userId: string;
  userName: string;
}

function newEntry(writer: EntryWriter, form: FormRow, values: EntryData) {
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
): Promise<EntryRow[]> {
  // Without unique values one statement is enough; with them, each check and insert runs under the lock.
  if (!rows.some((values) => hasUniqueValues(form, values))) {
    return insertEntries(
      db,
      rows.map((values) => newEntry(writer, form, values)),
    );
  }
  return db.transaction(async (tx) => {
    const inserted: EntryRow[] = [];
    for (const values of rows) {
      await requireUniqueValues(tx, writer, form, values, { message: m.fixFormErrors });
      inserted.push(...(await insertEntries(tx, [newEntry(writer, form, values)])));
    }
    return inserted;
  });
}
