import type { Entry, EntryData, EntryHistoryItem } from '@atrium/domain/entries/entries.schemas.ts';
import { shortEntryCode } from '@atrium/domain/entries/entries.schemas.ts';
import { canActOnEntry, canViewField } from '@atrium/domain/entries/entry-permissions.ts';
import { fallbackKey } from '@atrium/domain/entries/entry-values.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import type { EntryRow, EntryVersionRow } from './entries.repo.ts';
import { type EntriesCaller, liveFields } from './entries-caller.ts';

/** Live fields the reader may view: the only values that leave the server. */
export function viewableFields(caller: EntriesCaller, form: FormRow): FieldConfig[] {
  return liveFields(form).filter((field) => canViewField(caller.actor, form, field));
}

export function visibleData(fields: readonly FieldConfig[], data: EntryData): EntryData {
  const shown: EntryData = {};
  for (const field of fields) {
    if (Object.hasOwn(data, field.id)) shown[field.id] = data[field.id];
    const fallback = fallbackKey(field.id);
    if (Object.hasOwn(data, fallback)) shown[fallback] = data[fallback];
  }
  return shown;
}

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An entry as a reader sees it: viewable values only (as `shown` reads them: foreign-fallbacks.ts), and what
 * the reader may do with it.
 */
export function entryView(
  row: EntryRow,
  caller: EntriesCaller,
  form: FormRow,
  fields: readonly FieldConfig[],
  shown: (data: EntryData) => EntryData = (data) => data,
): Entry {
  const may = (action: 'update' | 'trash' | 'delete') =>
    !form.isTrashed && canActOnEntry(caller.actor, form, action, { createdBy: row.createdBy });
  return {
    id: row.id,
    code: shortEntryCode(row.id, row.createdAt),
    data: visibleData(fields, shown(row.data)),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdBy: person(row.createdBy, row.createdByName),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: person(row.updatedBy, row.updatedByName),
    isTrashed: row.isTrashed,
    trashedAt: iso(row.trashedAt),
    capabilities: { canUpdate: may('update'), canTrash: may('trash'), canDelete: may('delete') },
  };
}

export function historyItemView(row: EntryVersionRow, fields: readonly FieldConfig[]): EntryHistoryItem {
  return {
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: person(row.updatedBy, row.updatedByName),
    entryData: visibleData(fields, row.data),
  };
}
