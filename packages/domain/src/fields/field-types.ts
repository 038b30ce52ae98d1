import type { FilterKind } from '../entries/entries.filters.ts';
import { checkboxType, toggleType } from './boolean-field-types.ts';
import { multiselectType, radioType, selectType } from './choice-field-types.ts';
import { dateType, datetimeType } from './date-field-types.ts';
import type { FieldTypeRegistry } from './field-type-parts.ts';
import { fileType, jsonType, tableTypeOf } from './structured-field-types.ts';
import {
  emailType,
  numberType,
  passwordType,
  richtextType,
  textareaType,
  textType,
} from './text-field-types.ts';

/**
 * The field types, in the order the builder offers them. Each has one definition in FIELD_TYPE_REGISTRY,
 * the one the builder, data entry, import, export, filters and the server read (docs/decisions/0016).
 */
export const FIELD_TYPES = [
  'text',
  'password',
  'textarea',
  'richtext',
  'number',
  'date',
  'datetime',
  'select',
  'multiselect',
  'radio',
  'checkbox',
  'toggle',
  'json',
  'table',
  'file',
  'email',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One definition per type, by family (text-like, date, choice, boolean, structured). */
export const FIELD_TYPE_REGISTRY: FieldTypeRegistry = {
  text: textType,
  password: passwordType,
  textarea: textareaType,
  richtext: richtextType,
  number: numberType,
  date: dateType,
  datetime: datetimeType,
  select: selectType,
  multiselect: multiselectType,
  radio: radioType,
  checkbox: checkboxType,
  toggle: toggleType,
  json: jsonType,
  table: tableTypeOf(() => FIELD_TYPE_REGISTRY),
  file: fileType,
  email: emailType,
};

/** The filter kind of a type, whose operators apply (FILTER_OPERATORS); an unknown type filters as text. */
export const filterKindOf = (type: string): FilterKind =>
  Object.hasOwn(FIELD_TYPE_REGISTRY, type) ? FIELD_TYPE_REGISTRY[type as FieldType].filterKind : 'text';

export const COLUMN_TYPES: FieldType[] = FIELD_TYPES.filter(
  (type) => FIELD_TYPE_REGISTRY[type].allowedAsColumn,
);

/** The accept choices of a file field (forms spec §3), 'any' meaning no restriction. */
export const ACCEPTED_FILE_TYPES = [
  'any',
  '.pdf',
  '.docx',
  '.xlsx',
  '.xlx',
  '.csv',
  '.jpg',
  '.jpeg',
  '.webp',
  '.png',
  '.zip',
  '.txt',
] as const;

/** Types a metadata field of an attachment may have. */
export const METADATA_FIELD_TYPES = ['text', 'number', 'date'] as const;

export { DEFAULT_MAX_FILE_SIZE_MB } from './field-limits.ts';
export const FIELD_ID_LENGTH = 8;
/** Upper bounds that keep a form configuration a sensible size. */
export const MAX_FIELDS_PER_FORM = 500;
export const MAX_COLUMNS_PER_TABLE = 100;
export const MAX_OPTIONS_PER_FIELD = 1000;
