import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import { isLocalFile } from './inputs/file-items.ts';

/** A field as a reader fills it in. */
export interface EntryField {
  field: FieldConfig;
  /** The reader may write it: not locked to them and not strictly read-only. */
  editable: boolean;
  /** Why it cannot be written, shown under it; null when it can. */
  lockedBecause: string | null;
}

/** The fields whose values a screen submits: every one the reader may write under the locks. */
export const writableFields = (fields: EntryField[]) =>
  fields.filter((item) => item.lockedBecause === null).map((item) => item.field);

export function defaultValues(fields: EntryField[]): EntryData {
  return Object.fromEntries(fields.map(({ field }) => [field.id, initialValue(field)]));
}

/** Values taken from an entry, a draft or a sample: only the fields the reader may write change. */
export function valuesFrom(fields: EntryField[], current: EntryData, data: EntryData): EntryData {
  const next = { ...current };
  for (const { field, editable } of fields) {
    if (editable && Object.hasOwn(data, field.id)) next[field.id] = data[field.id] ?? initialValue(field);
  }
  return next;
}

/** Files chosen in the browser cannot be kept in a draft (nor in table cells of one); stored ones can. */
export function withoutLocalFiles(values: EntryData): EntryData {
  return strip(values) as EntryData;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isLocalFile(item)).map(strip);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, strip(inner)]));
  return value;
}

/** A stable text of the values, to tell whether they differ from the starting ones. */
export function snapshotOf(values: EntryData): string {
  return JSON.stringify(values, (_key, value) =>
    value instanceof File ? `${value.name}:${value.size}` : value,
  );
}

/** Errors without those of one field and its table cells (`fieldId.row.column`). */
export function withoutErrorsOf(errors: Record<string, string>, fieldId: string): Record<string, string> {
  const own = (key: string) => key === fieldId || key.startsWith(`${fieldId}.`);
  if (!Object.keys(errors).some(own)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !own(key)));
}
