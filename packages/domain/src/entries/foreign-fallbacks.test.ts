import { describe, expect, it } from 'vitest';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { referencedEntries, withForeignFallbacks, withStoredChoices } from './foreign-fallbacks.ts';

const FOREIGN = '11111111-1111-4111-8111-111111111111';
const GONE = '22222222-2222-4222-8222-222222222222';
const LIVE = '33333333-3333-4333-8333-333333333333';

const foreignKey = (type: 'select' | 'multiselect' | 'radio', fallbackValue: string, id: string) =>
  fieldConfigSchema.parse({
    id,
    label: 'Client',
    type,
    options: { kind: 'foreignKey', formId: FOREIGN, fieldId: 'name0001', fallbackValue },
  });
const option = (id: string, value: string) => ({ id, value, fallback_value: value });
const isLive = ({ entryId }: { entryId: string }) => entryId === LIVE;

describe('foreign-key fallbacks', () => {
  const single = foreignKey('select', 'Former client', 'client01');
  const many = foreignKey('multiselect', 'Gone', 'clients1');
  const bare = foreignKey('radio', '', 'client02');

  it('lists the referenced entries of fields with a fallback, once each', () => {
    const rows = [
      { client01: option(GONE, 'Acme'), clients1: [option(GONE, 'Acme'), option(LIVE, 'Beta')] },
      { client01: option(LIVE, 'Beta'), client02: option(GONE, 'Acme') },
    ];
    expect(referencedEntries([single, many, bare], rows)).toEqual([
      { formId: FOREIGN, entryId: GONE },
      { formId: FOREIGN, entryId: LIVE },
    ]);
  });

  it('shows the fallback in place of a choice whose entry is gone, and leaves the rest as stored', () => {
    const data = {
      client01: option(GONE, 'Acme'),
      clients1: [option(GONE, 'Acme'), option(LIVE, 'Beta')],
      client02: option(GONE, 'Acme'),
    };
    expect(withForeignFallbacks([single, many, bare], data, isLive)).toEqual({
      client01: { id: GONE, value: 'Former client', fallback_value: 'Acme' },
      clients1: [{ id: GONE, value: 'Gone', fallback_value: 'Acme' }, option(LIVE, 'Beta')],
      client02: option(GONE, 'Acme'),
    });
    const live = { client01: option(LIVE, 'Beta') };
    expect(withForeignFallbacks([single], live, isLive)).toBe(live);
  });

  it('leaves copies without a referenced entry alone', () => {
    const copy = { client01: { id: '', value: 'Typed', fallback_value: 'Typed' } };
    expect(referencedEntries([single], [copy])).toEqual([]);
    expect(withForeignFallbacks([single], copy, () => false)).toBe(copy);
  });
});

describe('choices sent back', () => {
  it('keep the stored copy when they name the same entry, and take a new choice as sent', () => {
    const field = foreignKey('select', 'Former client', 'client01');
    const stored = { client01: option(GONE, 'Acme') };
    const shown = { client01: { id: GONE, value: 'Former client', fallback_value: 'Acme' } };
    expect(withStoredChoices([field], stored, shown)).toEqual(stored);
    const changed = { client01: option(LIVE, 'Beta') };
    expect(withStoredChoices([field], stored, changed)).toEqual(changed);
    expect(withStoredChoices([field], stored, {})).toEqual({});
  });
});
