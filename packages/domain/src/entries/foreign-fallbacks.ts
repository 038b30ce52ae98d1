import type { FieldConfig } from '../fields/field-config.schemas.ts';
import type { EntryData, OptionValue } from './entries.schemas.ts';

// A foreign-key choice names the entry of the foreign form it was taken from. When that entry is gone
// (permanently deleted, or in the trash), readers see the field's configured fallback value instead of the
// copy kept at the time; restoring the entry shows the copy again, since nothing stored changes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A foreign entry a value names: the foreign form and the entry's id. */
export interface ForeignEntryRef {
  formId: string;
  entryId: string;
}

/** Whether the referenced entry is still live; answered by whoever can read the foreign form. */
export type IsLiveEntry = (ref: ForeignEntryRef) => boolean;

interface FallbackField {
  id: string;
  formId: string;
  fallback: string;
}

/** Whether a field's values can show a fallback: a choice field whose foreign key gives one. */
export function showsFallback(field: FieldConfig): boolean {
  const options = field.options;
  return (
    ['select', 'radio', 'multiselect'].includes(field.type) &&
    options?.kind === 'foreignKey' &&
    options.fallbackValue.trim() !== '' &&
    UUID.test(options.formId)
  );
}

function fallbackFields(fields: readonly FieldConfig[]): FallbackField[] {
  return fields
    .filter(showsFallback)
    .flatMap((field) =>
      field.options?.kind === 'foreignKey'
        ? [{ id: field.id, formId: field.options.formId, fallback: field.options.fallbackValue }]
        : [],
    );
}

const isReference = (item: unknown): item is OptionValue =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as OptionValue).id === 'string' &&
  UUID.test((item as OptionValue).id);

const referencesIn = (value: unknown): OptionValue[] =>
  (Array.isArray(value) ? value : [value]).filter(isReference);

/** The foreign entries the values of these fields reference, where a missing one would show a fallback. */
export function referencedEntries(
  fields: readonly FieldConfig[],
  rows: readonly EntryData[],
): ForeignEntryRef[] {
  const seen = new Map<string, ForeignEntryRef>();
  for (const field of fallbackFields(fields))
    for (const data of rows)
      for (const option of referencesIn(data[field.id]))
        seen.set(`${field.formId}/${option.id}`, { formId: field.formId, entryId: option.id });
  return [...seen.values()];
}

/** The values as a reader sees them: each choice whose referenced entry is gone shows the field's fallback. */
export function withForeignFallbacks(
  fields: readonly FieldConfig[],
  data: EntryData,
  isLive: IsLiveEntry,
): EntryData {
  let shown = data;
  for (const field of fallbackFields(fields)) {
    const value = data[field.id];
    const show = (item: unknown) =>
      isReference(item) && !isLive({ formId: field.formId, entryId: item.id })
        ? { ...item, value: field.fallback }
        : item;
    if (Array.isArray(value)) {
      const next = value.map(show);
      if (next.some((item, i) => item !== value[i])) shown = { ...shown, [field.id]: next };
    } else if (show(value) !== value) shown = { ...shown, [field.id]: show(value) };
  }
  return shown;
}

/**
 * The values of a change with each foreign-key choice that names the same entry as the stored one kept as
 * stored: an edit that sends back a choice shown with its fallback does not store the fallback as its value.
 */
export function withStoredChoices(
  fields: readonly FieldConfig[],
  stored: EntryData,
  values: EntryData,
): EntryData {
  let kept = values;
  for (const field of fields) {
    if (field.options?.kind !== 'foreignKey' || !Object.hasOwn(values, field.id)) continue;
    const before = new Map(referencesIn(stored[field.id]).map((option) => [option.id, option]));
    const value = values[field.id];
    const keep = (item: unknown) => (isReference(item) ? (before.get(item.id) ?? item) : item);
    kept = { ...kept, [field.id]: Array.isArray(value) ? value.map(keep) : keep(value) };
  }
  return kept;
}
