import type { FieldConfig, TableColumn } from '../fields/field-config.schemas.ts';
import { DEFAULT_MAX_FILE_SIZE_MB } from '../fields/field-types.ts';
import { entryMessages as m } from './entries.messages.ts';
import { type FileValue, fileValueSchema, type OptionValue, optionValueSchema } from './entries.schemas.ts';

/** What a field and a table column share for checking a value: the column's dataType read as the type. */
export type ValueRules = Omit<TableColumn, 'id' | 'header' | 'dataType'> & { type: FieldConfig['type'] };

/** A checked value: the value to store, or the message that refuses it. */
export type Checked = { ok: true; value: unknown } | { ok: false; message: string };
const ok = (value: unknown): Checked => ({ ok: true, value });
const refuse = (message: string): Checked => ({ ok: false, message });

/** Empty as the spec reads "required": nothing, blank text, no items, an option without a value, unchecked. */
export function isEmptyValue(rules: Pick<ValueRules, 'type'>, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'boolean') return (rules.type === 'checkbox' || rules.type === 'toggle') && !value;
  if (typeof value === 'object' && 'value' in value) return String(value.value ?? '').trim() === '';
  return false;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkText(value: unknown): Checked {
  if (typeof value === 'string') return ok(value);
  if (typeof value === 'number' && Number.isFinite(value)) return ok(String(value));
  return refuse(m.invalidInput);
}

function checkNumber(value: unknown): Checked {
  if (typeof value === 'number') return Number.isFinite(value) ? ok(value) : refuse(m.invalidNumber);
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? ok(number) : refuse(m.invalidNumber);
  }
  return refuse(m.invalidNumber);
}

function checkDate(value: unknown, withTime: boolean): Checked {
  if (typeof value !== 'string') return refuse(m.invalidDate);
  const text = value.trim();
  const valid = withTime
    ? DATETIME.test(text) && isCalendarDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text))
    : isCalendarDate(text);
  return valid ? ok(text) : refuse(m.invalidDate);
}

/** A foreign-key choice: an option object, or a plain value (import, API clients) kept as a copy. */
function toOption(value: unknown): OptionValue | null {
  if (typeof value === 'string') return { id: '', value, fallback_value: value };
  const parsed = optionValueSchema.safeParse(value);
  if (!parsed.success) return null;
  return { ...parsed.data, fallback_value: parsed.data.fallback_value ?? parsed.data.value };
}

function checkChoice(rules: ValueRules, value: unknown): Checked {
  if (rules.options?.kind === 'foreignKey') {
    const option = toOption(value);
    return option ? ok(option) : refuse(m.invalidOption);
  }
  if (typeof value !== 'string') return refuse(m.invalidOption);
  const offered = rules.options?.values;
  return !offered || offered.includes(value) ? ok(value) : refuse(m.invalidOption);
}

function checkMultiselect(rules: ValueRules, value: unknown): Checked {
  if (!Array.isArray(value)) return refuse(m.invalidOption);
  const chosen: unknown[] = [];
  for (const item of value) {
    const checked = checkChoice(rules, item);
    if (!checked.ok) return checked;
    chosen.push(checked.value);
  }
  return ok(chosen);
}

function checkJson(value: unknown): Checked {
  if (typeof value !== 'string') return ok(value);
  try {
    return ok(JSON.parse(value));
  } catch {
    return refuse(m.invalidJson);
  }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : name.toLowerCase();
}

function checkFiles(rules: ValueRules, value: unknown): Checked {
  if (!Array.isArray(value)) return refuse(m.invalidInput);
  const files: FileValue[] = [];
  for (const item of value) {
    const parsed = fileValueSchema.safeParse(item);
    if (!parsed.success) return refuse(m.invalidInput);
    files.push(parsed.data);
  }
  if (!rules.multiple && files.length > 1) return refuse(m.multipleFilesNotAllowed);
  if (rules.maxFiles !== null && files.length > rules.maxFiles) return refuse(m.maxFiles(rules.maxFiles));
  const acceptsAll =
    rules.accept.length === 0 || rules.accept.some((entry) => entry === 'any' || entry.startsWith('*'));
  if (!acceptsAll) {
    const refused = files.find((file) => !(rules.accept as string[]).includes(extensionOf(file.name)));
    if (refused) return refuse(m.fileTypeNotAllowed(extensionOf(refused.name)));
  }
  const limitMb = rules.maxFileSizeMB ?? DEFAULT_MAX_FILE_SIZE_MB;
  const total = files.reduce((sum, file) => sum + (file.size ?? 0), 0);
  if (total > limitMb * 1024 * 1024) return refuse(m.totalSizeExceeds(limitMb));
  return ok(files);
}

function matchesRegex(rules: ValueRules, value: unknown): boolean {
  try {
    return new RegExp(rules.regex).test(String(value));
  } catch {
    // A broken pattern cannot be saved by the builder; if one slips through it does not block entry.
    return true;
  }
}

/** Checks one non-empty value of a field or table cell by its type (table values are checked by the caller). */
export function checkValue(rules: ValueRules, value: unknown): Checked {
  let checked: Checked;
  switch (rules.type) {
    case 'number':
      checked = checkNumber(value);
      break;
    case 'date':
    case 'datetime':
      checked = checkDate(value, rules.type === 'datetime');
      break;
    case 'select':
    case 'radio':
      checked = checkChoice(rules, value);
      break;
    case 'multiselect':
      checked = checkMultiselect(rules, value);
      break;
    case 'checkbox':
    case 'toggle':
      checked = typeof value === 'boolean' ? ok(value) : refuse(m.invalidInput);
      break;
    case 'json':
      checked = checkJson(value);
      break;
    case 'file':
      checked = checkFiles(rules, value);
      break;
    default:
      checked = checkText(value);
  }
  const usesRegex = ['text', 'password', 'textarea', 'number'].includes(rules.type);
  if (checked.ok && usesRegex && rules.inputValidation && rules.regex && !matchesRegex(rules, checked.value))
    return refuse(rules.invalidInputMessage.trim() || m.invalidInput);
  return checked;
}
