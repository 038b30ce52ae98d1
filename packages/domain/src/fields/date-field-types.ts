import { isCalendarDay } from '../common/calendar-days.ts';
import { entryMessages as m } from '../entries/entries.messages.ts';
import { importMessages } from '../entries/import.messages.ts';
import { parseDateCell, parseDateTimeCell } from '../entries/import-dates.ts';
import { BASE, type FieldTypeDefinition, type ImportParser, ok, PLAIN, refuse } from './field-type-parts.ts';
import { PLAIN_VALUE_PARTS } from './field-value-text.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  return isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

function checkDate(_rules: unknown, value: unknown) {
  if (typeof value !== 'string') return refuse(m.invalidDate);
  const text = value.trim();
  return isCalendarDate(text) ? ok(text) : refuse(m.invalidDate);
}

function checkDateTime(_rules: unknown, value: unknown) {
  if (typeof value !== 'string') return refuse(m.invalidDate);
  const text = value.trim();
  const valid = DATETIME.test(text) && isCalendarDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text));
  return valid ? ok(text) : refuse(m.invalidDate);
}

const parseDate: ImportParser = (cell, target) =>
  parseDateCell(cell) ?? refuse(importMessages.invalidDate(target.label));

const parseDateTime: ImportParser = (cell, target) =>
  parseDateTimeCell(cell) ?? refuse(importMessages.invalidDate(target.label));

/** Dates are stored as ISO text (yyyy-MM-dd, or with a time), read and exported as stored. */
const dated = {
  ...BASE,
  ...PLAIN,
  ...PLAIN_VALUE_PARTS,
  supportsUnique: true,
  emptyValue: () => '',
  groupable: true,
  filterKind: 'date',
  filterable: true,
  searchable: true,
  prefill: null,
} as const;

export const dateType: FieldTypeDefinition<'date'> = {
  ...dated,
  type: 'date',
  label: 'Date',
  check: checkDate,
  parseImport: parseDate,
};

export const datetimeType: FieldTypeDefinition<'datetime'> = {
  ...dated,
  type: 'datetime',
  label: 'Date & Time',
  check: checkDateTime,
  parseImport: parseDateTime,
};
