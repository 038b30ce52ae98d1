import { describe, expect, it } from 'vitest';
import { fieldConfigSchema, NO_PRINCIPALS } from './field-config.schemas.ts';
import {
  changeFieldType,
  cleanOptionValues,
  copyFields,
  initialValue,
  moveField,
  newField,
  newFieldId,
  newTableColumn,
  removeField,
  restoreField,
  setAddMetaData,
  setInputValidation,
  setUnique,
  setUserLock,
  testRegex,
} from './field-rules.ts';
import { FIELD_TYPES } from './field-types.ts';

const people = { users: ['11111111-1111-4111-8111-111111111111'], groups: [] };

describe('new fields and columns', () => {
  it('generates 8-character ids that differ', () => {
    const ids = new Set(Array.from({ length: 200 }, newFieldId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('starts every type with every property at its default, and passes the schema', () => {
    for (const type of FIELD_TYPES) {
      const field = newField(type, 'Label');
      expect(fieldConfigSchema.parse(field)).toEqual(field);
      expect(field).toMatchObject({
        type,
        label: 'Label',
        required: false,
        isTrashed: false,
        userLock: false,
      });
    }
  });

  it('makes a table column of any type but table, with no field-only properties', () => {
    const column = newTableColumn('number', 'Amount');
    expect(column).toMatchObject({ header: 'Amount', dataType: 'number', required: false });
    expect(column.id).toMatch(/^[A-Za-z0-9]{8}$/);
    for (const key of ['label', 'type', 'userLock', 'columns', 'isTrashed'])
      expect(column).not.toHaveProperty(key);
  });
});

describe('changing the type', () => {
  it('keeps what every type shares and resets the type-specific settings', () => {
    const field = {
      ...newField('file', 'Receipt'),
      required: true,
      helpText: 'Attach it',
      userLock: true,
      viewAccess: people,
      accept: ['.pdf' as const],
      maxFiles: 3,
      addMetaData: true,
    };
    const changed = changeFieldType(field, 'text');
    expect(changed).toMatchObject({
      id: field.id,
      label: 'Receipt',
      type: 'text',
      required: true,
      helpText: 'Attach it',
      userLock: true,
      viewAccess: people,
      accept: [],
      maxFiles: null,
      addMetaData: false,
    });
  });

  it('gives option types an empty custom list and takes options away from others', () => {
    const select = changeFieldType(newField('text', 'Colour'), 'select');
    expect(select.options).toEqual({ kind: 'custom', values: [] });
    expect(
      changeFieldType({ ...select, options: { kind: 'custom', values: ['Red'] } }, 'number').options,
    ).toBeNull();
  });

  it('keeps the placeholder only for types that show one', () => {
    const text = { ...newField('text', 'Name'), placeholder: 'Jane' };
    expect(changeFieldType(text, 'textarea').placeholder).toBe('Jane');
    expect(changeFieldType(text, 'checkbox').placeholder).toBe('');
  });

  it('changes nothing when the type stays the same', () => {
    const field = { ...newField('text'), regex: 'a+', inputValidation: true };
    expect(changeFieldType(field, 'text')).toBe(field);
  });
});

describe('switches that reset other settings', () => {
  it('clears view and edit access when userLock is turned off', () => {
    const locked = { ...newField('text'), userLock: true, viewAccess: people, editAccess: people };
    expect(setUserLock(locked, true)).toMatchObject({ userLock: true, viewAccess: people });
    expect(setUserLock(locked, false)).toMatchObject({
      userLock: false,
      viewAccess: NO_PRINCIPALS,
      editAccess: NO_PRINCIPALS,
    });
  });

  it('clears the regex and its message when input validation is turned off', () => {
    const field = {
      ...newField('text'),
      inputValidation: true,
      regex: '^\\d+$',
      invalidInputMessage: 'Digits',
    };
    expect(setInputValidation(field, false)).toMatchObject({
      inputValidation: false,
      regex: '',
      invalidInputMessage: '',
    });
    expect(setInputValidation(newField('text'), true).inputValidation).toBe(true);
  });

  it('keeps the two unique options mutually exclusive', () => {
    const withCase = setUnique(newField('text'), 'uniqueWithCase', true);
    expect(withCase).toMatchObject({ uniqueWithCase: true, uniqueWithoutCase: false });
    const withoutCase = setUnique(withCase, 'uniqueWithoutCase', true);
    expect(withoutCase).toMatchObject({ uniqueWithCase: false, uniqueWithoutCase: true });
    expect(setUnique(withoutCase, 'uniqueWithoutCase', false)).toMatchObject({
      uniqueWithCase: false,
      uniqueWithoutCase: false,
    });
  });

  it('drops the metadata fields when attachment metadata is turned off', () => {
    const field = {
      ...newField('file'),
      addMetaData: true,
      metaDataFields: [{ id: 'm1', label: 'Pages', type: 'number' as const }],
    };
    expect(setAddMetaData(field, false)).toMatchObject({ addMetaData: false, metaDataFields: [] });
    expect(setAddMetaData(field, true).metaDataFields).toHaveLength(1);
  });
});

describe('options and the regex tester', () => {
  it('trims custom option values and ignores empty ones', () => {
    expect(cleanOptionValues(['  Red ', '', '   ', 'Blue'])).toEqual(['Red', 'Blue']);
  });

  it('answers Valid, Invalid or Invalid Regex', () => {
    expect(testRegex('^\\d{3}$', '123')).toBe('Valid');
    expect(testRegex('^\\d{3}$', '12a')).toBe('Invalid');
    expect(testRegex('([a-z', 'abc')).toBe('Invalid Regex');
  });
});

describe('the field list', () => {
  const [a, b, c] = [newField('text', 'A'), newField('number', 'B'), newField('date', 'C')];

  it('flags a removed field trashed and keeps it in place; restoring clears the flag', () => {
    const removed = removeField([a, b, c], b.id);
    expect(removed.map((f) => [f.label, f.isTrashed])).toEqual([
      ['A', false],
      ['B', true],
      ['C', false],
    ]);
    expect(restoreField(removed, b.id).every((f) => !f.isTrashed)).toBe(true);
  });

  it('moves a field from one position to another, and ignores moves out of range', () => {
    expect(moveField([a, b, c], 0, 2).map((f) => f.label)).toEqual(['B', 'C', 'A']);
    expect(moveField([a, b, c], 2, 0).map((f) => f.label)).toEqual(['C', 'A', 'B']);
    expect(moveField([a, b, c], 1, 5).map((f) => f.label)).toEqual(['A', 'B', 'C']);
  });

  it("appends another form's live fields with new ids when copying", () => {
    const source = removeField([b, c], c.id);
    const copied = copyFields([a], source);
    expect(copied.map((f) => f.label)).toEqual(['A', 'B']);
    expect(copied[1]?.id).not.toBe(b.id);
    expect(copied[1]?.id).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});

describe('the value a new entry starts with', () => {
  it('is the default value, else false for checkbox and toggle, [] for lists, else empty text', () => {
    expect(initialValue({ type: 'text', defaultValue: 'Hi' })).toBe('Hi');
    expect(initialValue({ type: 'checkbox', defaultValue: null })).toBe(false);
    expect(initialValue({ type: 'toggle', defaultValue: '' })).toBe(false);
    for (const type of ['multiselect', 'file', 'table'] as const) {
      expect(initialValue({ type, defaultValue: null })).toEqual([]);
    }
    expect(initialValue({ type: 'number', defaultValue: null })).toBe('');
    expect(initialValue({ type: 'number', defaultValue: 0 })).toBe(0);
  });
});
