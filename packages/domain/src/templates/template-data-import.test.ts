import { describe, expect, it } from 'vitest';
import { type FieldConfigInput, fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { sheetRowOf, templateImportTargets, templateRowCells } from './template-data-import.ts';

let n = 0;
const field = (label: string, overrides: Partial<FieldConfigInput> = {}) =>
  fieldConfigSchema.parse({ id: `f${String(n++).padStart(7, '0')}`, label, type: 'text', ...overrides });

describe('template import rows', () => {
  const name = field('Name');
  const tags = field('Tags', { type: 'multiselect' });
  const extra = field('Extra', { type: 'json' });
  const photo = field('Photo', { type: 'file' });
  const targets = templateImportTargets([name, tags, extra, photo]);

  it('targets importable fields only, each in its own column', () => {
    expect(targets.map((target) => [target.column, target.field.label])).toEqual([
      [0, 'Name'],
      [1, 'Tags'],
      [2, 'Extra'],
    ]);
  });

  it('reads values by field id or by label, case and spaces aside', () => {
    expect(templateRowCells(targets, { [name.id]: 'Ada', ' tags ': 'a, b', EXTRA: { x: 1 } })).toEqual({
      ok: true,
      cells: ['Ada', 'a, b', '{"x":1}'],
    });
    expect(templateRowCells(targets, { Tags: ['a', 'b'], id: 'ignored' })).toEqual({
      ok: true,
      cells: [null, ['a', 'b'], null],
    });
  });

  it('refuses a multiselect value that is neither text nor a list of texts', () => {
    expect(templateRowCells(targets, { Tags: 5 })).toEqual({
      ok: false,
      reason: 'Tags must be an array of values.',
    });
    expect(templateRowCells(targets, { Tags: [1] })).toEqual({
      ok: false,
      reason: 'Tags must be an array of values.',
    });
  });

  it('counts rows as a sheet does: the header is row 1', () => {
    expect(sheetRowOf(0)).toBe(2);
  });
});
