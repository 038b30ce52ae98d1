import { describe, expect, it } from 'vitest';
import type { FieldConfig, FieldConfigInput } from '../fields/field-config.schemas.ts';
import { fieldConfigSchema, tableColumnSchema } from '../fields/field-config.schemas.ts';
import { searchTextOf, validateEntryValues } from './entry-values.ts';

let counter = 0;
function field(input: Partial<FieldConfigInput> & { type: FieldConfigInput['type'] }): FieldConfig {
  counter += 1;
  return fieldConfigSchema.parse({ id: `fld${String(counter).padStart(5, '0')}`, label: 'L', ...input });
}
const one = (f: FieldConfig, value: unknown) => validateEntryValues([f], { [f.id]: value });
const errorOf = (f: FieldConfig, value: unknown) => one(f, value).errors[f.id];
const storedOf = (f: FieldConfig, value: unknown) => one(f, value).values[f.id];

describe('required values', () => {
  it('refuses an empty required field, keeps an empty optional one', () => {
    for (const type of ['text', 'number', 'date', 'select', 'multiselect', 'file', 'json'] as const) {
      expect(errorOf(field({ type, required: true }), '')).toBe('This field is required');
      expect(errorOf(field({ type, required: true }), [])).toBe('This field is required');
    }
    expect(errorOf(field({ type: 'text', required: true }), '   ')).toBe('This field is required');
    expect(one(field({ type: 'text' }), '').errors).toEqual({});
  });

  it('a required checkbox must be checked', () => {
    expect(errorOf(field({ type: 'checkbox', required: true }), false)).toBe('This field is required');
    expect(storedOf(field({ type: 'toggle', required: true }), true)).toBe(true);
  });

  it('fills missing values with the defaults on create, and leaves them out when partial', () => {
    const fields = [
      field({ type: 'text', defaultValue: 'hello' }),
      field({ type: 'checkbox' }),
      field({ type: 'multiselect' }),
      field({ type: 'number' }),
    ];
    expect(Object.values(validateEntryValues(fields, {}).values)).toEqual(['hello', false, [], '']);
    expect(validateEntryValues(fields, {}, { partial: true }).values).toEqual({});
    const missingRequired = field({ type: 'text', required: true });
    expect(validateEntryValues([missingRequired], {}).errors[missingRequired.id]).toBe(
      'This field is required',
    );
  });

  it('drops unknown keys and trashed fields', () => {
    const removed = field({ type: 'text', isTrashed: true });
    const live = field({ type: 'text' });
    const result = validateEntryValues([removed, live], { [removed.id]: 'x', [live.id]: 'y', other: 1 });
    expect(result.values).toEqual({ [live.id]: 'y' });
  });
});

describe('values per type', () => {
  it('numbers: numbers and numeric strings, else Invalid number', () => {
    const f = field({ type: 'number' });
    expect(storedOf(f, '12.5')).toBe(12.5);
    expect(storedOf(f, 3)).toBe(3);
    expect(errorOf(f, 'abc')).toBe('Invalid number');
  });

  it('dates and date-times', () => {
    expect(storedOf(field({ type: 'date' }), '2026-02-28')).toBe('2026-02-28');
    expect(errorOf(field({ type: 'date' }), '2026-02-30')).toBe('Invalid date');
    expect(errorOf(field({ type: 'date' }), '28/02/2026')).toBe('Invalid date');
    expect(storedOf(field({ type: 'datetime' }), '2026-02-28T10:30')).toBe('2026-02-28T10:30');
    expect(storedOf(field({ type: 'datetime' }), '2026-02-28T10:30:00.000Z')).toBe(
      '2026-02-28T10:30:00.000Z',
    );
    expect(errorOf(field({ type: 'datetime' }), 'tomorrow')).toBe('Invalid date');
  });

  it('custom options: one of the offered values', () => {
    const options = { kind: 'custom' as const, values: ['Red', 'Blue'] };
    expect(storedOf(field({ type: 'select', options }), 'Red')).toBe('Red');
    expect(errorOf(field({ type: 'radio', options }), 'Green')).toBe('Choose one of the offered options.');
    expect(storedOf(field({ type: 'multiselect', options }), ['Red', 'Blue'])).toEqual(['Red', 'Blue']);
    expect(errorOf(field({ type: 'multiselect', options }), ['Red', 'Pink'])).toBe(
      'Choose one of the offered options.',
    );
  });

  it('foreign-key options store the option and its fallback copy', () => {
    const options = { kind: 'foreignKey' as const, formId: 'f', fieldId: 'g', isReferencedValue: true };
    const f = field({ type: 'select', options });
    const result = one(f, { id: 'e1', value: 'Acme' });
    expect(result.values).toEqual({
      [f.id]: { id: 'e1', value: 'Acme', fallback_value: 'Acme' },
      [`${f.id}_fallback`]: 'Acme',
    });
    expect(errorOf(f, { nope: 1 })).toBe('Choose one of the offered options.');
  });

  it('checkbox and toggle take booleans only', () => {
    expect(storedOf(field({ type: 'checkbox' }), true)).toBe(true);
    expect(errorOf(field({ type: 'toggle' }), 'yes')).toBe('Invalid input');
  });

  it('JSON: parses a string, keeps a value, refuses broken text', () => {
    expect(storedOf(field({ type: 'json' }), '{"a":1}')).toEqual({ a: 1 });
    expect(storedOf(field({ type: 'json' }), [1, 2])).toEqual([1, 2]);
    expect(errorOf(field({ type: 'json' }), '{oops')).toBe('Invalid JSON');
  });

  it('regex: the field message, else Invalid input; empty values are not matched', () => {
    const f = field({
      type: 'text',
      inputValidation: true,
      regex: '^\\d{3}$',
      invalidInputMessage: 'Three digits',
    });
    expect(errorOf(f, 'ab')).toBe('Three digits');
    expect(storedOf(f, '123')).toBe('123');
    expect(one(f, '').errors).toEqual({});
    const n = field({ type: 'number', inputValidation: true, regex: '^[1-9]$' });
    expect(errorOf(n, 12)).toBe('Invalid input');
  });
});

describe('tables', () => {
  const columns = [
    tableColumnSchema.parse({ id: 'name', header: 'Name', dataType: 'text', required: true }),
    tableColumnSchema.parse({ id: 'qty', header: 'Qty', dataType: 'number' }),
  ];

  it('needs a row when required, and every required cell', () => {
    const f = field({ type: 'table', required: true, columns });
    expect(errorOf(f, [])).toBe('This table field is required and must have at least one row');
    expect(errorOf(f, [{ name: '', qty: 1 }])).toBe(
      'All required table cells must be filled. Empty values are not allowed.',
    );
  });

  it('checks each cell by its column type, keyed by row and column', () => {
    const f = field({ type: 'table', columns });
    const result = one(f, [{ name: 'A', qty: 'x', extra: 1 }]);
    expect(result.errors).toEqual({ [`${f.id}.0.qty`]: 'Invalid number' });
    expect(storedOf(f, [{ name: 'A', qty: '2', extra: 1 }])).toEqual([{ name: 'A', qty: 2 }]);
  });

  it('a unique column holds each value once in the table: later repeats are refused, empties are not', () => {
    const code = (flags: { uniqueWithCase?: boolean; uniqueWithoutCase?: boolean }) =>
      tableColumnSchema.parse({ id: 'code', header: 'Code', dataType: 'text', ...flags });
    const exact = field({ type: 'table', columns: [code({ uniqueWithCase: true })] });
    const rows = [{ code: 'AB' }, { code: 'ab' }, { code: '' }, { code: '' }, { code: 'AB' }];
    expect(one(exact, rows).errors).toEqual({
      [`${exact.id}.4.code`]: 'This value is already used in another row of this table.',
    });
    const loose = field({ type: 'table', columns: [code({ uniqueWithoutCase: true })] });
    expect(Object.keys(one(loose, rows).errors)).toEqual([`${loose.id}.1.code`, `${loose.id}.4.code`]);
    const plain = field({ type: 'table', columns: [code({})] });
    expect(one(plain, rows).errors).toEqual({});
  });

  it('a unique option column compares the chosen values', () => {
    const options = { kind: 'foreignKey' as const, formId: 'f', fieldId: 'g' };
    const column = tableColumnSchema.parse({
      id: 'pick',
      header: 'Pick',
      dataType: 'select',
      options,
      uniqueWithCase: true,
    });
    const f = field({ type: 'table', columns: [column] });
    const rows = [{ pick: { id: 'e1', value: 'Acme' } }, { pick: 'Acme' }];
    expect(Object.keys(one(f, rows).errors)).toEqual([`${f.id}.1.pick`]);
  });
});

describe('files', () => {
  const file = (name: string, size = 100) => ({ id: `org/data-f/${name}`, name, size });

  it('one file unless multiple', () => {
    expect(errorOf(field({ type: 'file' }), [file('a.pdf'), file('b.pdf')])).toBe(
      'Multiple files are not allowed for this field',
    );
  });

  it('the accept list, with any allowing everything', () => {
    expect(errorOf(field({ type: 'file', accept: ['.pdf'] }), [file('a.PNG')])).toBe(
      '.png file is not allowed',
    );
    expect(one(field({ type: 'file', accept: ['any'] }), [file('a.exe')]).errors).toEqual({});
  });

  it('total size and count limits', () => {
    const big = file('a.pdf', 6 * 1024 * 1024);
    expect(errorOf(field({ type: 'file' }), [big])).toBe('Total file size exceeds 5MB limit');
    expect(errorOf(field({ type: 'file', maxFileSizeMB: 1, multiple: true }), [file('a', 2e6)])).toBe(
      'Total file size exceeds 1MB limit',
    );
    const many = [file('a.pdf'), file('b.pdf'), file('c.pdf')];
    expect(errorOf(field({ type: 'file', multiple: true, maxFiles: 2 }), many)).toBe(
      'Maximum 2 files allowed',
    );
  });
});

describe('search text', () => {
  it('holds lower-cased values of unlocked fields only, not files, JSON or passwords', () => {
    const fields = [
      field({ type: 'text' }),
      field({ type: 'text', userLock: true }),
      field({ type: 'number' }),
      field({ type: 'json' }),
      field({ type: 'multiselect' }),
      field({ type: 'select', options: { kind: 'foreignKey', formId: 'f', fieldId: 'g' } }),
    ];
    const [text, locked, number, json, multi, fk] = fields.map((f) => f.id) as string[];
    const searchText = searchTextOf(fields, {
      [text as string]: 'Hello World',
      [locked as string]: 'Secret',
      [number as string]: 42,
      [json as string]: { a: 'jsonvalue' },
      [multi as string]: ['Red', 'Blue'],
      [fk as string]: { id: 'x', value: 'Acme' },
    });
    expect(searchText).toContain('hello world');
    expect(searchText).toContain('42');
    expect(searchText).toContain('red');
    expect(searchText).toContain('acme');
    expect(searchText).not.toContain('secret');
    expect(searchText).not.toContain('jsonvalue');
  });

  it('is capped', () => {
    const f = field({ type: 'textarea' });
    expect(searchTextOf([f], { [f.id]: 'x'.repeat(20_000) }).length).toBe(8000);
  });
});
