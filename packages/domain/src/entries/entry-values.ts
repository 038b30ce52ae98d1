import type { FieldConfig, TableColumn } from '../fields/field-config.schemas.ts';
import { initialValue } from '../fields/field-rules.ts';
import { FIELD_TYPE_REGISTRY } from '../fields/field-types.ts';
import { entryMessages as m } from './entries.messages.ts';
import type { EntryData } from './entries.schemas.ts';
import { repeatedCells } from './entry-unique.ts';
import { checkValue, isEmptyValue, type ValueRules } from './entry-value-checks.ts';

export interface EntryValidation {
  /** The values as they will be stored: normalised per type, unknown keys dropped. */
  values: EntryData;
  /** Field id (or `fieldId.rowIndex.columnId` for table cells) to the spec's message. */
  errors: Record<string, string>;
}

export interface ValidateOptions {
  /** Update and bulk update: check only the fields present in `data`; absent ones keep their stored value. */
  partial?: boolean;
}

const columnRules = (column: TableColumn): ValueRules => ({ ...column, type: column.dataType });

/** The key under which a foreign-key field keeps a copy of its value for when the referenced entry is gone. */
export const fallbackKey = (fieldId: string) => `${fieldId}_fallback`;

function checkTable(
  field: FieldConfig,
  value: unknown,
  errors: Record<string, string>,
): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value) || value.some((row) => typeof row !== 'object' || row === null)) {
    errors[field.id] = m.invalidInput;
    return undefined;
  }
  if (field.required && value.length === 0) {
    errors[field.id] = m.tableRequired;
    return undefined;
  }
  let missingRequiredCell = false;
  const rows = (value as Record<string, unknown>[]).map((row, index) => {
    const stored: Record<string, unknown> = {};
    for (const column of field.columns) {
      const rules = columnRules(column);
      const cell = column.id in row ? row[column.id] : initialValue(rules);
      if (isEmptyValue(rules, cell)) {
        if (column.required) missingRequiredCell = true;
        stored[column.id] = initialValue(rules);
        continue;
      }
      const checked = checkValue(rules, cell);
      if (checked.ok) stored[column.id] = checked.value;
      else errors[`${field.id}.${index}.${column.id}`] = checked.message;
    }
    return stored;
  });
  if (missingRequiredCell) errors[field.id] = m.tableCellsRequired;
  for (const column of field.columns) {
    for (const index of repeatedCells(column, rows)) {
      const key = `${field.id}.${index}.${column.id}`;
      errors[key] ??= m.notUniqueInTable;
    }
  }
  return rows;
}

/**
 * Checks submitted values against the live fields of a form, with the spec's messages (forms spec §5 'Data
 * entry'): required, regex with the field's message or 'Invalid input', table rows and required cells, file
 * count, type and size limits, JSON, numbers, dates, options. The one definition the entry screen, the edit
 * dialog, import and the server use. `fields` are the fields the writer may edit; other keys are ignored.
 * On create a missing value takes the field's default (forms spec §4); with `partial` it is left out.
 */
export function validateEntryValues(
  fields: readonly FieldConfig[],
  data: EntryData,
  options: ValidateOptions = {},
): EntryValidation {
  const values: EntryData = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.isTrashed) continue;
    const present = Object.hasOwn(data, field.id);
    if (!present && options.partial) continue;
    const value = present ? data[field.id] : initialValue(field);
    if (field.type === 'table') {
      const rows = checkTable(field, value ?? [], errors);
      if (rows) values[field.id] = rows;
      continue;
    }
    if (isEmptyValue(field, value)) {
      if (field.required) errors[field.id] = m.required;
      else values[field.id] = value === null || value === undefined ? initialValue(field) : value;
      continue;
    }
    const checked = checkValue(field, value);
    if (!checked.ok) {
      errors[field.id] = checked.message;
      continue;
    }
    values[field.id] = checked.value;
    const option = checked.value as { fallback_value?: string } | null;
    if ((field.type === 'select' || field.type === 'radio') && field.options?.kind === 'foreignKey')
      values[fallbackKey(field.id)] = option?.fallback_value ?? '';
  }
  return { values, errors };
}

const SEARCH_TEXT_LIMIT = 8000;
const SEARCH_SEPARATOR = '\n';

/** Adds a value's texts to `parts`, trimmed, leaving out blanks: no array per value (import writes 100,000 rows). */
function addTexts(type: string, value: unknown, parts: string[]): void {
  if (value === null || value === undefined || typeof value === 'boolean') return;
  if (typeof value === 'string') {
    const text = (type === 'richtext' ? value.replace(/<[^>]*>/g, ' ') : value).trim();
    if (text) parts.push(text);
  } else if (typeof value === 'number') parts.push(String(value));
  else if (Array.isArray(value)) for (const item of value) addTexts(type, item, parts);
  else if (typeof value === 'object' && 'value' in value) addTexts(type, value.value, parts);
}

/**
 * The lower-cased text behind 'Search by any field': the values of live fields without a lock (a locked field
 * must never be found by a reader who may not see it). Files, JSON and passwords are not searched.
 */
export function searchTextOf(fields: readonly FieldConfig[], values: EntryData): string {
  const parts: string[] = [];
  for (const field of fields) {
    if (field.isTrashed || field.userLock) continue;
    const value = values[field.id];
    if (field.type === 'table') {
      const searchable = field.columns.filter((c) => FIELD_TYPE_REGISTRY[c.dataType].searchable);
      for (const row of Array.isArray(value) ? value : []) {
        for (const column of searchable) addTexts(column.dataType, row?.[column.id], parts);
      }
      continue;
    }
    if (FIELD_TYPE_REGISTRY[field.type].searchable) addTexts(field.type, value, parts);
  }
  return parts.join(SEARCH_SEPARATOR).toLowerCase().slice(0, SEARCH_TEXT_LIMIT);
}
