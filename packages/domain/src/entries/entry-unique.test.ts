import { describe, expect, it } from 'vitest';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { uniqueCellText, uniqueHoldings } from './entry-unique.ts';

describe('unique values as compared', () => {
  it('reads scalars and chosen options; empties and lists hold nothing', () => {
    expect(uniqueCellText('Ab')).toBe('Ab');
    expect(uniqueCellText(12)).toBe('12');
    expect(uniqueCellText({ id: 'e1', value: 'Acme' })).toBe('Acme');
    for (const empty of ['', '  ', null, undefined, ['a'], { other: 1 }])
      expect(uniqueCellText(empty)).toBeNull();
  });

  it('lists what an entry holds in unique fields and unique columns, keyed as each compares', () => {
    const code = fieldConfigSchema.parse({
      id: 'code0001',
      label: 'Code',
      type: 'text',
      uniqueWithoutCase: true,
    });
    const plain = fieldConfigSchema.parse({ id: 'plain001', label: 'Plain', type: 'text' });
    const parts = fieldConfigSchema.parse({
      id: 'parts001',
      label: 'Parts',
      type: 'table',
      columns: [
        { id: 'serial', header: 'Serial', dataType: 'text', uniqueWithCase: true },
        { id: 'note', header: 'Note', dataType: 'text' },
      ],
    });
    const holdings = uniqueHoldings([code, plain, parts], {
      code0001: 'AB',
      plain001: 'x',
      parts001: [{ serial: 'S1', note: 'n' }, { serial: 'S1' }, { serial: 's1' }, { serial: '' }],
    });
    expect(holdings.map(({ holder, keys }) => [holder.field.id, holder.column?.id, keys])).toEqual([
      ['code0001', undefined, ['ab']],
      ['parts001', 'serial', ['S1', 's1']],
    ]);
    expect(uniqueHoldings([code], { code0001: '' })).toEqual([]);
  });
});
