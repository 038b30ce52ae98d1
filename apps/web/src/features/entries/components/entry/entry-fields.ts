import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { canEditField, canViewField } from '@atrium/domain/entries/entry-permissions.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import type { FormActor, FormFacts } from '@atrium/domain/forms/form-permissions.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import { isLocalFile } from '../../../../ui/form-kit/inputs/file-items.ts';

/** The rules read the owner as an id; the form as the API returns it names the owner. */
export const factsOf = (form: Form): FormFacts => ({ ...form, owner: form.owner?.id ?? null });

export interface EntryField {
  field: FieldConfig;
  /** The reader may write it: not locked to them and not strictly read-only. */
  editable: boolean;
  /** Why it cannot be written, shown under it; null when it can. */
  lockedBecause: string | null;
}

const LOCKED = "You don't have permission to enter data in this field";

/** The live fields the reader may see, in order, with whether each may be written. */
export function entryFields(form: Form, actor: FormActor): EntryField[] {
  const facts = factsOf(form);
  return form.fieldConfig
    .filter((field) => !field.isTrashed && canViewField(actor, facts, field))
    .map((field) => {
      const mayEdit = canEditField(actor, facts, field);
      return { field, editable: mayEdit && !field.strictReadOnly, lockedBecause: mayEdit ? null : LOCKED };
    });
}

/** The fields whose values the screen submits: every one the reader may write under the locks. */
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
