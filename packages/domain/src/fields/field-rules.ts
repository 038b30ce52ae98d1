import { shortId } from '../common/ids.ts';
import type { RegexVerdict } from './field.messages.ts';
import {
  type FieldConfig,
  fieldConfigSchema,
  isValidRegex,
  NO_PRINCIPALS,
  type TableColumn,
} from './field-config.schemas.ts';
import { FIELD_ID_LENGTH, FIELD_TYPE_REGISTRY, type FieldType } from './field-types.ts';

export function newFieldId(): string {
  return shortId(FIELD_ID_LENGTH);
}

/** A fresh field of a type with every property at its default. */
export function newField(type: FieldType = 'text', label = ''): FieldConfig {
  return fieldConfigSchema.parse({ id: newFieldId(), label, type });
}

export function newTableColumn(dataType: TableColumn['dataType'] = 'text', header = ''): TableColumn {
  const {
    columns: _c,
    type: _t,
    label: _l,
    strictReadOnly: _s,
    isTrashed: _i,
    userLock: _u,
    viewAccess: _v,
    editAccess: _e,
    allowCopyValue: _a,
    ...settings
  } = newField(dataType);
  return { ...settings, id: newFieldId(), header, dataType };
}

/**
 * Changing the type keeps what every type shares (id, label, required, help text, lock and read-only settings)
 * and resets the type-specific settings to their defaults (forms spec §5).
 */
export function changeFieldType(field: FieldConfig, type: FieldType): FieldConfig {
  if (field.type === type) return field;
  const fresh = newField(type, field.label);
  const kept = {
    id: field.id,
    label: field.label,
    required: field.required,
    helpText: field.helpText,
    strictReadOnly: field.strictReadOnly,
    isTrashed: field.isTrashed,
    userLock: field.userLock,
    viewAccess: field.viewAccess,
    editAccess: field.editAccess,
    allowCopyValue: field.allowCopyValue,
  };
  const definition = FIELD_TYPE_REGISTRY[type];
  return {
    ...fresh,
    ...kept,
    placeholder: definition.supportsPlaceholder ? field.placeholder : '',
    options: definition.hasOptions ? { kind: 'custom', values: [] } : null,
  };
}

/** Turning userLock off clears viewAccess and editAccess. */
export function setUserLock(field: FieldConfig, on: boolean): FieldConfig {
  return on
    ? { ...field, userLock: true }
    : { ...field, userLock: false, viewAccess: NO_PRINCIPALS, editAccess: NO_PRINCIPALS };
}

/** Turning input validation off clears the regex and its message. */
export function setInputValidation<
  T extends Pick<FieldConfig, 'inputValidation' | 'regex' | 'invalidInputMessage'>,
>(field: T, on: boolean): T {
  return on
    ? { ...field, inputValidation: true }
    : { ...field, inputValidation: false, regex: '', invalidInputMessage: '' };
}

/** The two unique options exclude each other: choosing one clears the other. */
export function setUnique<T extends Pick<FieldConfig, 'uniqueWithCase' | 'uniqueWithoutCase'>>(
  field: T,
  option: 'uniqueWithCase' | 'uniqueWithoutCase',
  on: boolean,
): T {
  if (!on) return { ...field, [option]: false };
  return {
    ...field,
    uniqueWithCase: option === 'uniqueWithCase',
    uniqueWithoutCase: option === 'uniqueWithoutCase',
  };
}

/** Turning attachment metadata off drops its fields. */
export function setAddMetaData<T extends Pick<FieldConfig, 'addMetaData' | 'metaDataFields'>>(
  field: T,
  on: boolean,
): T {
  return on ? { ...field, addMetaData: true } : { ...field, addMetaData: false, metaDataFields: [] };
}

/** Custom option values are trimmed and empties ignored. */
export function cleanOptionValues(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value.length > 0);
}

/** The regex tester of the field dialog. */
export function testRegex(pattern: string, sample: string): RegexVerdict {
  if (!isValidRegex(pattern)) return 'Invalid Regex';
  return new RegExp(pattern).test(sample) ? 'Valid' : 'Invalid';
}

/** Removing a field flags it trashed; it stays in the list, shown as Removed. */
export function removeField(fields: readonly FieldConfig[], id: string): FieldConfig[] {
  return fields.map((field) => (field.id === id ? { ...field, isTrashed: true } : field));
}

export function restoreField(fields: readonly FieldConfig[], id: string): FieldConfig[] {
  return fields.map((field) => (field.id === id ? { ...field, isTrashed: false } : field));
}

/** Moves a field from one position to another (drag or keyboard reorder). */
export function moveField<T>(fields: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= fields.length || to >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Copy Fields appends another form's non-trashed fields, each with a new id so ids stay unique. */
export function copyFields(target: readonly FieldConfig[], source: readonly FieldConfig[]): FieldConfig[] {
  return [
    ...target,
    ...source.filter((field) => !field.isTrashed).map((field) => ({ ...field, id: newFieldId() })),
  ];
}

/**
 * The value a new entry starts with: the field's defaultValue, else its type's empty value: false for checkbox
 * and toggle, an empty list for multiselect, file and table, an empty string otherwise (forms spec §4).
 */
export function initialValue(field: Pick<FieldConfig, 'type' | 'defaultValue'>): unknown {
  if (field.defaultValue !== null && field.defaultValue !== undefined && field.defaultValue !== '')
    return field.defaultValue;
  return FIELD_TYPE_REGISTRY[field.type].emptyValue();
}
