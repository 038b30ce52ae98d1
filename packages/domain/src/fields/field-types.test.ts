import { describe, expect, it } from 'vitest';
import { FILTER_OPERATORS } from '../entries/entries.filters.ts';
import { checkValue } from '../entries/entry-value-checks.ts';
import { fieldConfigSchema, tableColumnSchema } from './field-config.schemas.ts';
import { FIELD_TYPE_REGISTRY, FIELD_TYPES, type FieldType, filterKindOf } from './field-types.ts';

const PARTS = ['emptyValue', 'check', 'toText', 'exportCell', 'exportJson'] as const;
const rulesOf = (type: FieldType, extra: Record<string, unknown> = {}) =>
  fieldConfigSchema.parse({ id: 'fld00001', label: 'L', type, ...extra });

describe('the field-type registry', () => {
  it('holds one definition per type, under its own name, with every part', () => {
    expect(Object.keys(FIELD_TYPE_REGISTRY).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) {
      const definition = FIELD_TYPE_REGISTRY[type];
      expect(definition.type).toBe(type);
      expect(definition.label.length).toBeGreaterThan(0);
      for (const part of PARTS) expect(typeof definition[part], `${type}.${part}`).toBe('function');
      expect(definition.parseImport === null || typeof definition.parseImport === 'function').toBe(true);
      expect(Object.keys(FILTER_OPERATORS)).toContain(definition.filterKind);
    }
  });

  it('imports every type but files and tables', () => {
    const notImported = FIELD_TYPES.filter((type) => FIELD_TYPE_REGISTRY[type].parseImport === null);
    expect(notImported.sort()).toEqual(['file', 'table']);
  });

  it('starts empty values as false, an empty list or an empty text', () => {
    expect(FIELD_TYPE_REGISTRY.checkbox.emptyValue()).toBe(false);
    expect(FIELD_TYPE_REGISTRY.multiselect.emptyValue()).toEqual([]);
    expect(FIELD_TYPE_REGISTRY.email.emptyValue()).toBe('');
    expect(FIELD_TYPE_REGISTRY.file.emptyValue()).not.toBe(FIELD_TYPE_REGISTRY.file.emptyValue());
  });
});

describe('filter operators per type', () => {
  it('gives each type the operators of its kind', () => {
    const kinds = Object.fromEntries(FIELD_TYPES.map((type) => [type, filterKindOf(type)]));
    expect(kinds).toEqual({
      text: 'text',
      password: 'text',
      textarea: 'text',
      richtext: 'text',
      email: 'text',
      number: 'number',
      date: 'date',
      datetime: 'date',
      select: 'select',
      multiselect: 'select',
      radio: 'select',
      checkbox: 'boolean',
      toggle: 'boolean',
      json: 'text',
      table: 'text',
      file: 'text',
    });
    expect(FILTER_OPERATORS[filterKindOf('email')]).toEqual([
      'contains',
      'equals',
      'startsWith',
      'isEmpty',
      'isNotEmpty',
    ]);
    expect(filterKindOf('created_by')).toBe('text');
  });

  it('offers filters on every type but tables, files, passwords and JSON', () => {
    const offered = FIELD_TYPES.filter((type) => !FIELD_TYPE_REGISTRY[type].filterable);
    expect(offered.sort()).toEqual(['file', 'json', 'password', 'table']);
  });
});

describe('the email type', () => {
  const email = rulesOf('email');

  it('is text-like: placeholder, unique and regex apply, offered as a table column', () => {
    const { supportsPlaceholder, supportsUnique, supportsRegex, allowedAsColumn, label } =
      FIELD_TYPE_REGISTRY.email;
    expect({ supportsPlaceholder, supportsUnique, supportsRegex, allowedAsColumn, label }).toEqual({
      supportsPlaceholder: true,
      supportsUnique: true,
      supportsRegex: true,
      allowedAsColumn: true,
      label: 'Email',
    });
  });

  it('accepts an address, without surrounding spaces', () => {
    expect(checkValue(email, 'ada@example.com')).toEqual({ ok: true, value: 'ada@example.com' });
    expect(checkValue(email, ' ada@example.org ')).toEqual({ ok: true, value: 'ada@example.org' });
  });

  it('refuses anything else with the spec wording', () => {
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 12, true]) {
      expect(checkValue(email, bad)).toEqual({ ok: false, message: 'Please enter a valid email address' });
    }
  });

  it("then applies the field's regex", () => {
    const rules = rulesOf('email', {
      inputValidation: true,
      regex: '@example\\.com$',
      invalidInputMessage: 'Use a company address',
    });
    expect(checkValue(rules, 'ada@example.com').ok).toBe(true);
    expect(checkValue(rules, 'ada@other.com')).toEqual({ ok: false, message: 'Use a company address' });
  });
});

/** A spreadsheet cell through import, the data-entry check, then the export and the text of the stored value. */
function roundTrip(type: FieldType, cell: string, extra: Record<string, unknown> = {}) {
  const rules = rulesOf(type, extra);
  const definition = FIELD_TYPE_REGISTRY[type];
  const parsed = definition.parseImport?.(cell, { label: 'L' });
  if (!parsed?.ok) throw new Error(`${type}: ${JSON.stringify(parsed)}`);
  const checked = checkValue(rules, parsed.value);
  if (!checked.ok) throw new Error(`${type}: ${checked.message}`);
  return {
    stored: checked.value,
    text: definition.toText(checked.value, rules),
    cell: definition.exportCell(checked.value, rules),
    json: definition.exportJson(checked.value, rules),
  };
}

describe('import, text and export round trips', () => {
  it('keeps text-like values as they are', () => {
    for (const type of ['text', 'password', 'textarea', 'richtext', 'email'] as const) {
      const value = type === 'email' ? 'ada@example.com' : 'Hello, <b>world</b>';
      expect(roundTrip(type, ` ${value} `)).toEqual({ stored: value, text: value, cell: value, json: value });
    }
  });

  it('numbers stay numbers in the export, text in the text', () => {
    expect(roundTrip('number', '12.50')).toEqual({ stored: 12.5, text: '12.5', cell: 12.5, json: 12.5 });
  });

  it('dates are stored and exported in ISO form', () => {
    expect(roundTrip('date', '05/01/2026').cell).toBe('2026-01-05');
    expect(roundTrip('datetime', '2026-01-05 14:30').text).toBe('2026-01-05T14:30');
  });

  it('booleans export as booleans, read as true or false', () => {
    expect(roundTrip('checkbox', '1')).toEqual({ stored: true, text: 'true', cell: true, json: true });
    expect(roundTrip('toggle', 'FALSE').cell).toBe(false);
  });

  it('options read as their values; a multiselect as its values joined', () => {
    const options = { options: { kind: 'custom', values: ['Red', 'Blue'] } };
    expect(roundTrip('select', 'Red', options)).toEqual({
      stored: 'Red',
      text: 'Red',
      cell: 'Red',
      json: 'Red',
    });
    expect(roundTrip('radio', 'Blue', options).text).toBe('Blue');
    expect(roundTrip('multiselect', 'Red, Blue', options)).toEqual({
      stored: ['Red', 'Blue'],
      text: 'Red, Blue',
      cell: 'Red, Blue',
      json: ['Red', 'Blue'],
    });
  });

  it('a foreign-key option reads as its value, or the copy kept of it', () => {
    const foreign = { options: { kind: 'foreignKey', formId: 'f1', fieldId: 'x1' } };
    expect(roundTrip('select', 'Acme', foreign)).toMatchObject({ text: 'Acme', cell: 'Acme', json: 'Acme' });
    expect(FIELD_TYPE_REGISTRY.select.toText({ id: 'e1', value: '', fallback_value: 'Gone' }, {})).toBe(
      'Gone',
    );
  });

  it('JSON keeps its structure in the JSON export and reads as JSON text', () => {
    expect(roundTrip('json', '{"a":[1,2]}')).toEqual({
      stored: { a: [1, 2] },
      text: '{"a":[1,2]}',
      cell: '{"a":[1,2]}',
      json: { a: [1, 2] },
    });
  });

  it('files read as their names; a table as its rows keyed by header', () => {
    const files = [
      { id: 'k1', name: 'a.pdf', metaData: {} },
      { id: 'k2', name: 'b.png', metaData: {} },
    ];
    expect(FIELD_TYPE_REGISTRY.file.toText(files, {})).toBe('a.pdf, b.png');
    expect(FIELD_TYPE_REGISTRY.file.exportJson(files, {})).toEqual(['a.pdf', 'b.png']);
    const columns = [
      tableColumnSchema.parse({ id: 'c1', header: 'Item', dataType: 'text' }),
      tableColumnSchema.parse({ id: 'c2', header: 'Tags', dataType: 'multiselect' }),
    ];
    const rows = [{ c1: 'Pen', c2: ['x', 'y'] }];
    expect(FIELD_TYPE_REGISTRY.table.exportJson(rows, { columns })).toEqual([
      { Item: 'Pen', Tags: ['x', 'y'] },
    ]);
    expect(FIELD_TYPE_REGISTRY.table.exportCell(rows, { columns })).toBe('[{"Item":"Pen","Tags":["x","y"]}]');
  });

  it('an empty value exports as an empty cell and reads as no text', () => {
    for (const type of FIELD_TYPES) {
      expect(FIELD_TYPE_REGISTRY[type].exportCell('', {})).toBeNull();
      expect(FIELD_TYPE_REGISTRY[type].toText(null, {})).toBe('');
    }
  });
});
