import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { formatDate, formatDateTime } from '../../../../ui/format-date.ts';

const MAX_CELL_CHARS = 120;
const cut = (text: string) => (text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS)}…` : text);

/** The text of one option as stored: a plain value, or a foreign-key option {id, value, fallback_value}. */
export function optionText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'value' in value) {
    const option = value as { value?: unknown; fallback_value?: unknown };
    return String(option.value || option.fallback_value || '');
  }
  return String(value);
}

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

/** How a value reads in a table cell, per field type (tables are handled by the cell: 'n rows'). */
export function cellText(type: FieldConfig['type'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'checkbox':
    case 'toggle':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value) : '';
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value) : '';
    case 'multiselect':
      return Array.isArray(value) ? value.map(optionText).filter(Boolean).join(', ') : optionText(value);
    case 'select':
    case 'radio':
      return optionText(value);
    case 'file':
      return Array.isArray(value)
        ? value
            .map((file) => (file as { name?: string }).name ?? '')
            .filter(Boolean)
            .join(', ')
        : '';
    case 'password':
      return '••••••';
    case 'richtext':
      return cut(stripTags(String(value)));
    case 'json':
      return cut(typeof value === 'string' ? value : JSON.stringify(value));
    case 'table':
      return Array.isArray(value) ? `${value.length} rows` : '';
    default:
      return cut(typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}
