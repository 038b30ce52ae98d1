/**
 * The registry of field types: one entry per type, the one definition the builder, data entry, import, export
 * and the server all read. Entry-side behaviour (value schemas, import parsers, filter operators) is added to
 * each entry as the data side is built.
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
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldTypeDefinition {
  type: FieldType;
  label: string;
  /** Offers options (custom values or a foreign key). */
  hasOptions: boolean;
  /** Input validation (a regex) applies to text-like and number values. */
  supportsRegex: boolean;
  /** The unique options apply: values compared with or without case. */
  supportsUnique: boolean;
  /** Takes a placeholder in its input. */
  supportsPlaceholder: boolean;
  /** Files: accept list, size and count limits, camera, metadata. */
  isFile: boolean;
  /** May be a column of a table field (every type but table). */
  allowedAsColumn: boolean;
}

const TEXT_LIKE = { supportsRegex: true, supportsUnique: true, supportsPlaceholder: true };
const PLAIN = { supportsRegex: false, supportsUnique: false, supportsPlaceholder: false };
const base = { hasOptions: false, isFile: false, allowedAsColumn: true };

export const FIELD_TYPE_REGISTRY: Record<FieldType, FieldTypeDefinition> = {
  text: { ...base, ...TEXT_LIKE, type: 'text', label: 'Text' },
  password: { ...base, ...TEXT_LIKE, supportsUnique: false, type: 'password', label: 'Password' },
  textarea: { ...base, ...TEXT_LIKE, type: 'textarea', label: 'Text Area' },
  richtext: { ...base, ...PLAIN, type: 'richtext', label: 'Rich Text' },
  number: { ...base, ...TEXT_LIKE, type: 'number', label: 'Number' },
  date: { ...base, ...PLAIN, supportsUnique: true, type: 'date', label: 'Date' },
  datetime: { ...base, ...PLAIN, supportsUnique: true, type: 'datetime', label: 'Date & Time' },
  select: { ...base, ...PLAIN, hasOptions: true, supportsUnique: true, type: 'select', label: 'Select' },
  multiselect: { ...base, ...PLAIN, hasOptions: true, type: 'multiselect', label: 'Multi Select' },
  radio: { ...base, ...PLAIN, hasOptions: true, type: 'radio', label: 'Radio' },
  checkbox: { ...base, ...PLAIN, type: 'checkbox', label: 'Checkbox' },
  toggle: { ...base, ...PLAIN, type: 'toggle', label: 'Toggle' },
  json: { ...base, ...PLAIN, type: 'json', label: 'JSON' },
  table: { ...base, ...PLAIN, allowedAsColumn: false, type: 'table', label: 'Table' },
  file: { ...base, ...PLAIN, isFile: true, type: 'file', label: 'File / Attachments' },
};

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

export const DEFAULT_MAX_FILE_SIZE_MB = 5;
export const FIELD_ID_LENGTH = 8;
/** Upper bounds that keep a form configuration a sensible size. */
export const MAX_FIELDS_PER_FORM = 500;
export const MAX_COLUMNS_PER_TABLE = 100;
export const MAX_OPTIONS_PER_FIELD = 1000;
