import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { canEditField, lockedFieldsNamed } from '@atrium/domain/entries/entry-permissions.ts';
import { isUnique, uniqueCellText, uniqueFieldText, uniqueKey } from '@atrium/domain/entries/entry-unique.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { forbidden, validationFailed } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { deleteStoredFiles } from '../uploads/uploads.service.ts';
import { cellValuesTaken, fieldValuesTaken, lockFormEntries } from './entries.repo.ts';
import type { EntriesCaller } from './entries-caller.ts';
import { liveFields } from './entries-caller.ts';

/** Live fields the caller may write; a locked field they may not edit is never written by their request. */
export function editableFields(caller: EntriesCaller, form: FormRow): FieldConfig[] {
  return liveFields(form).filter((field) => canEditField(caller.actor, form, field));
}

/**
 * Refuses a create, an edit or a bulk update that names a field locked to the caller, as a whole: the entry
 * screens never send such a field, so a request naming one is forged or stale, and writing the rest of it
 * would hide that.
 */
export function refuseLockedFields(caller: EntriesCaller, form: FormRow, named: readonly string[]): void {
  if (lockedFieldsNamed(caller.actor, form, liveFields(form), named).length > 0)
    throw forbidden(m.lockedField);
}

/** The unique columns of the table fields among `values`, with the rows the values give them. */
function uniqueColumnsOf(form: FormRow, values: EntryData) {
  return liveFields(form)
    .filter((field) => field.type === 'table' && Array.isArray(values[field.id]))
    .flatMap((field) =>
      field.columns
        .filter(isUnique)
        .map((column) => ({ field, column, rows: values[field.id] as Record<string, unknown>[] })),
    );
}

/** Whether the values touch a unique field or a unique table column: only then is a check (and its lock) due. */
export function hasUniqueValues(form: FormRow, values: EntryData): boolean {
  return uniqueFieldsOf(form, values).length > 0 || uniqueColumnsOf(form, values).length > 0;
}

const uniqueFieldsOf = (form: FormRow, values: EntryData) =>
  liveFields(form).filter(
    (field) => (field.uniqueWithCase || field.uniqueWithoutCase) && Object.hasOwn(values, field.id),
  );

/**
 * Refuses values already held by another live entry of the form in a unique field, or in a unique column of
 * a table field (in any row of another entry's table; repeats within one table are refused by the value
 * checks). Takes the form's entry lock first, so two concurrent submits of the same value cannot both pass.
 */
export async function requireUniqueValues(
  tx: Tx,
  caller: Pick<EntriesCaller, 'orgId'>,
  form: FormRow,
  values: EntryData,
  refusal: { message: string; exceptId?: string },
): Promise<void> {
  const unique = uniqueFieldsOf(form, values);
  const columns = uniqueColumnsOf(form, values);
  if (unique.length === 0 && columns.length === 0) return;
  await lockFormEntries(tx, form.id);
  const where = { orgId: caller.orgId, formId: form.id, exceptId: refusal.exceptId };
  const errors: Record<string, string> = {};
  for (const field of unique) {
    const text = uniqueFieldText(values[field.id]);
    if (text === null) continue;
    const compared = { fieldId: field.id, caseSensitive: field.uniqueWithCase };
    const taken = await fieldValuesTaken(tx, where, compared, [text]);
    if (taken.has(field.uniqueWithCase ? text : text.toLowerCase())) errors[field.id] = m.notUnique;
  }
  for (const { field, column, rows } of columns) {
    const texts = rows.map((row) => uniqueCellText(row?.[column.id]));
    const wanted = [...new Set(texts.filter((text) => text !== null))];
    const ids = { fieldId: field.id, columnId: column.id, caseSensitive: column.uniqueWithCase };
    const taken = await cellValuesTaken(tx, where, ids, wanted);
    texts.forEach((text, index) => {
      if (text !== null && taken.has(uniqueKey(column, text)))
        errors[`${field.id}.${index}.${column.id}`] = m.notUnique;
    });
  }
  if (Object.keys(errors).length > 0) throw validationFailed(refusal.message, errors);
}

/** Storage keys of the files an entry's data holds, in file fields and file columns of tables. */
export function fileKeysOf(fields: readonly FieldConfig[], data: EntryData): string[] {
  const keysIn = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap((file) => (typeof file?.id === 'string' && file.id ? [file.id as string] : []))
      : [];
  return fields.flatMap((field) => {
    const value = data[field.id];
    if (field.type === 'file') return keysIn(value);
    if (field.type !== 'table' || !Array.isArray(value)) return [];
    const fileColumns = field.columns.filter((column) => column.dataType === 'file');
    return (value as Record<string, unknown>[]).flatMap((row) =>
      fileColumns.flatMap((column) => keysIn(row?.[column.id])),
    );
  });
}

/**
 * Removes stored files after the rows are gone; a file already missing is no failure. Only keys of this
 * form's own uploads are touched, whatever a row holds.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  scope: { orgId: string; formId: string },
): Promise<void> {
  await deleteStoredFiles({ storage }, keys, scope);
}
