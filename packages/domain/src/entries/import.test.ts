import { describe, expect, it } from 'vitest';
import { requestTextMessages } from '../common/request-text.ts';
import type { FieldConfig, FieldConfigInput } from '../fields/field-config.schemas.ts';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { newTableColumn } from '../fields/field-rules.ts';
import {
  autoMapColumns,
  importFileKind,
  importRow,
  importTableRows,
  isImportable,
  isSkippedImportKey,
  parseImportCell,
  SKIPPED_IMPORT_KEYS,
} from './import.ts';

let counter = 0;
function field(input: Partial<FieldConfigInput> & { type: FieldConfigInput['type'] }): FieldConfig {
  counter += 1;
  return fieldConfigSchema.parse({ id: `imp${String(counter).padStart(5, '0')}`, label: 'Age', ...input });
}
const parse = (type: FieldConfig['type'], cell: Parameters<typeof parseImportCell>[1], label = 'Age') =>
  parseImportCell({ label, type }, cell);

describe('cells by field type', () => {
  it('text no request may carry fails the cell whatever its type: NUL, a lone surrogate', () => {
    expect(parse('text', 'Bad\u0000name')).toEqual({ ok: false, message: requestTextMessages.nul });
    expect(parse('number', '4\uD8002')).toEqual({ ok: false, message: requestTextMessages.loneSurrogate });
    expect(parse('text', 'Emoji 😀 fine')).toEqual({ ok: true, value: 'Emoji 😀 fine' });
  });

  it('numbers must be numeric, with the label in the message (Invalid number in table columns)', () => {
    expect(parse('number', ' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parse('number', 3.5)).toEqual({ ok: true, value: 3.5 });
    expect(parse('number', '-7')).toEqual({ ok: true, value: -7 });
    expect(parse('number', 'forty')).toEqual({ ok: false, message: 'Age must be a number.' });
    expect(parseImportCell({ label: 'Qty', type: 'number', isColumn: true }, 'x')).toEqual({
      ok: false,
      message: 'Invalid number',
    });
  });

  it("checkbox and toggle are true for 'true' or 1, false for 'false' or 0, else Invalid boolean", () => {
    for (const type of ['checkbox', 'toggle'] as const) {
      expect(parse(type, 'true')).toEqual({ ok: true, value: true });
      expect(parse(type, 'TRUE')).toEqual({ ok: true, value: true });
      expect(parse(type, 1)).toEqual({ ok: true, value: true });
      expect(parse(type, '1')).toEqual({ ok: true, value: true });
      expect(parse(type, 'false')).toEqual({ ok: true, value: false });
      expect(parse(type, 0)).toEqual({ ok: true, value: false });
      expect(parse(type, true)).toEqual({ ok: true, value: true });
      expect(parse(type, 'yes')).toEqual({ ok: false, message: 'Invalid boolean' });
    }
  });

  it('multiselect splits comma-separated text, trimming and dropping empties', () => {
    expect(parse('multiselect', 'red, green ,,blue')).toEqual({ ok: true, value: ['red', 'green', 'blue'] });
    expect(parse('multiselect', 'solo')).toEqual({ ok: true, value: ['solo'] });
  });

  it('dates take ISO and dd/MM/yyyy text and spreadsheet dates, else the spec message', () => {
    expect(parse('date', '2026-03-09')).toEqual({ ok: true, value: '2026-03-09' });
    expect(parse('date', '9/3/2026')).toEqual({ ok: true, value: '2026-03-09' });
    expect(parse('date', new Date(Date.UTC(2026, 2, 9)))).toEqual({ ok: true, value: '2026-03-09' });
    expect(parse('date', '2026-02-30', 'Born')).toEqual({
      ok: false,
      message: 'Born must be a valid date/time format.',
    });
    expect(parse('date', 'someday', 'Born')).toEqual({
      ok: false,
      message: 'Born must be a valid date/time format.',
    });
    expect(parse('date', 45000, 'Born')).toEqual({
      ok: false,
      message: 'Born must be a valid date/time format.',
    });
  });

  it('datetimes keep the wall clock, with seconds and zone when given', () => {
    expect(parse('datetime', '2026-03-09 14:05')).toEqual({ ok: true, value: '2026-03-09T14:05' });
    expect(parse('datetime', '2026-03-09T14:05:30Z')).toEqual({ ok: true, value: '2026-03-09T14:05:30Z' });
    expect(parse('datetime', '09/03/2026 08:30')).toEqual({ ok: true, value: '2026-03-09T08:30' });
    expect(parse('datetime', new Date(Date.UTC(2026, 2, 9, 7, 45)))).toEqual({
      ok: true,
      value: '2026-03-09T07:45',
    });
    expect(parse('datetime', '2026-03-09 25:00', 'At')).toEqual({
      ok: false,
      message: 'At must be a valid date/time format.',
    });
  });

  it('JSON must parse', () => {
    expect(parse('json', '{"a":1}')).toEqual({ ok: true, value: '{"a":1}' });
    expect(parse('json', '{a:1}', 'Meta')).toEqual({ ok: false, message: 'Meta must be valid JSON.' });
  });

  it('lists from another form stay lists for multiselect and read as joined text elsewhere', () => {
    const cell = ['a, b', 'c'] as unknown as Parameters<typeof parseImportCell>[1];
    expect(parse('multiselect', cell)).toEqual({ ok: true, value: ['a, b', 'c'] });
    expect(parse('text', cell)).toEqual({ ok: true, value: 'a, b, c' });
  });

  it('text-like types take the text, numbers included', () => {
    expect(parse('text', '  Ada ')).toEqual({ ok: true, value: 'Ada' });
    expect(parse('select', 7)).toEqual({ ok: true, value: '7' });
  });
});

describe('rows', () => {
  const name = field({ type: 'text', label: 'Name', required: true });
  const age = field({ type: 'number', label: 'Age' });
  const color = field({
    type: 'select',
    label: 'Color',
    options: { kind: 'custom', values: ['red', 'blue'] },
  });
  const targets = [
    { column: 0, field: name },
    { column: 1, field: age },
    { column: 2, field: color },
  ];
  const editable = [name, age, color];

  it('skips rows whose every cell is blank, even unmapped ones', () => {
    expect(importRow(targets, editable, ['', ' ', null, undefined])).toEqual({ kind: 'empty' });
    expect(importRow(targets, editable, ['', '', '', 'x']).kind).toBe('failed');
  });

  it('gives the stored values of a good row', () => {
    const result = importRow(targets, editable, ['Ada', '36', 'red']);
    expect(result).toEqual({ kind: 'valid', values: { [name.id]: 'Ada', [age.id]: 36, [color.id]: 'red' } });
  });

  it('fails a row with the parse messages joined', () => {
    expect(importRow(targets, editable, ['Ada', 'old', ''])).toEqual({
      kind: 'failed',
      reason: 'Age must be a number.',
    });
  });

  it('applies the data-entry rules: required, options, regex', () => {
    expect(importRow(targets, editable, ['', '3', 'red'])).toEqual({
      kind: 'failed',
      reason: 'Name: This field is required',
    });
    const result = importRow(targets, editable, ['Ada', '3', 'green']);
    expect(result.kind).toBe('failed');
    const code = field({
      type: 'text',
      label: 'Code',
      inputValidation: true,
      regex: '^[A-Z]{3}$',
      invalidInputMessage: 'Three capitals',
    });
    expect(importRow([{ column: 0, field: code }], [code], ['abc'])).toEqual({
      kind: 'failed',
      reason: 'Code: Three capitals',
    });
  });
});

describe('what is imported', () => {
  it('never imports file or table fields, nor removed ones', () => {
    expect(isImportable(field({ type: 'file' }))).toBe(false);
    expect(isImportable(field({ type: 'table' }))).toBe(false);
    expect(isImportable(field({ type: 'text', isTrashed: true }))).toBe(false);
    expect(isImportable(field({ type: 'text' }))).toBe(true);
  });

  it('never maps the entry keys', () => {
    for (const key of SKIPPED_IMPORT_KEYS) expect(isSkippedImportKey(key)).toBe(true);
    expect(isSkippedImportKey(' Created_At ')).toBe(true);
    expect(isSkippedImportKey('name')).toBe(false);
  });

  it('auto-maps columns by label, ignoring case, skipped keys and unimportable fields', () => {
    const name = field({ type: 'text', label: 'Full Name' });
    const id = field({ type: 'text', label: 'id' });
    const files = field({ type: 'file', label: 'Files' });
    expect(autoMapColumns(['full name', 'id', 'Files', 'Other'], [name, id, files])).toEqual({
      'full name': name.id,
    });
  });

  it('accepts only CSV, XLS and XLSX files', () => {
    expect(importFileKind('people.CSV')).toBe('csv');
    expect(importFileKind('old.xls')).toBe('xls');
    expect(importFileKind('book.xlsx')).toBe('xlsx');
    expect(importFileKind('notes.txt')).toBeNull();
    expect(importFileKind('csv')).toBeNull();
  });
});

describe('rows of a table field', () => {
  it('start with column defaults, skip file columns and blank rows, and require required columns', () => {
    const item = { ...newTableColumn('text', 'Item'), required: true };
    const qty = { ...newTableColumn('number', 'Qty'), defaultValue: 1 };
    const scan = newTableColumn('file', 'Scan');
    const result = importTableRows(
      [item, qty, scan],
      [
        { item: 'Pen', Qty: '', Scan: 'a.pdf' },
        { Item: '', Qty: '' },
        { Item: '', Qty: 'x' },
      ],
    );
    expect(result.rows).toEqual([
      { [item.id]: 'Pen', [qty.id]: 1, [scan.id]: [] },
      { [item.id]: '', [qty.id]: 1, [scan.id]: [] },
    ]);
    expect(result.errors).toEqual([
      { row: 2, column: item.id, message: 'This column is required' },
      { row: 2, column: qty.id, message: 'Invalid number' },
    ]);
  });
});
