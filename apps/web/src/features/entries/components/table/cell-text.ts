import { FIELD_TYPE_REGISTRY, type FieldType } from '@atrium/domain/fields/field-types.ts';
import { formatDate, formatDateTime } from '../../../../ui/format-date.ts';

const MAX_CELL_CHARS = 120;
const cut = (text: string) => (text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS)}…` : text);

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** 'dd/MM/yyyy', the filters' date format (forms spec §9). */
export function formatFilterDate(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return year && month && date ? `${date}/${month}/${year}` : day;
}

const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : String(value));
const rows = (value: unknown) => (Array.isArray(value) ? `${value.length} rows` : '');
const dated = (format: (iso: string) => string) => (value: unknown) =>
  typeof value === 'string' ? format(value) : '';

/** Types a table cell shows otherwise than their text; the rest show their type's text, long texts cut. */
const SHOWN: Partial<Record<FieldType, (value: unknown) => string>> = {
  checkbox: yesNo,
  toggle: yesNo,
  date: dated(formatDate),
  datetime: dated(formatDateTime),
  password: () => '••••••',
  richtext: (value) => cut(stripTags(String(value))),
  table: rows,
};
/** Options and file names are short and shown whole. */
const UNCUT = new Set<FieldType>(['select', 'radio', 'multiselect', 'file']);

/** How a value reads in a table cell, per field type (tables are handled by the cell: 'n rows'). */
export function cellText(type: FieldType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const shown = SHOWN[type];
  if (shown) return shown(value);
  const text = FIELD_TYPE_REGISTRY[type].toText(value, {});
  return UNCUT.has(type) ? text : cut(text);
}
