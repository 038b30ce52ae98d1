import { describe, expect, it } from 'vitest';
import { type FieldConfigInput, fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { foreignFormIds } from '../fields/foreign-keys.ts';
import { changeLines, type DiffForm, formsDiff, isEmptyDiff, stableJson } from './template-diff.ts';
import {
  fieldRisks,
  isLatestActive,
  libraryCounters,
  libraryStatus,
  localFields,
  mergeFormFields,
  replacedEditLines,
  safetyLines,
} from './template-update.ts';

const f = (id: string, label: string, extra: Partial<FieldConfigInput> = {}) =>
  fieldConfigSchema.parse({ type: 'text', ...extra, id: id.padEnd(8, '0'), label });
const form = (id: string, name: string, fields: ReturnType<typeof f>[], version = 1): DiffForm => ({
  id,
  name,
  version,
  fields,
});
const ids = (fields: { id: string }[]) => fields.map((field) => field.id.replace(/0+$/, ''));
const user = '11111111-1111-4111-8111-111111111111';

describe('library status and counters', () => {
  it('names each state per organisation and template', () => {
    expect(libraryStatus(null, 1)).toBe('not-imported');
    expect(libraryStatus({ templateVersion: 1, isTrashed: false }, 1)).toBe('up-to-date');
    expect(libraryStatus({ templateVersion: 1, isTrashed: false }, 2)).toBe('update-available');
    expect(libraryStatus({ templateVersion: 1, isTrashed: true }, 2)).toBe('trashed');
    expect(libraryStatus({ templateVersion: 1, isTrashed: false }, null)).toBe('up-to-date');
  });

  it('counts latest and historical active templates, forms and updates', () => {
    expect(isLatestActive(3, null)).toBe(true);
    expect(isLatestActive(3, 3)).toBe(true);
    expect(isLatestActive(3, 2)).toBe(false);
    const counters = libraryCounters([
      { version: 2, releasedVersion: 2, formCount: 3, status: 'up-to-date' },
      { version: 3, releasedVersion: 2, formCount: 1, status: 'update-available' },
      { version: 1, releasedVersion: null, formCount: 2, status: 'not-imported' },
      { version: 2, releasedVersion: 1, formCount: 4, status: 'trashed' },
    ]);
    expect(counters).toEqual({
      totalTemplates: 4,
      latestActive: 2,
      historicalActive: 2,
      totalForms: 10,
      updatesAvailable: 1,
    });
  });
});

describe('forms diff', () => {
  const v1 = [
    form('A', 'Villages', [f('a1', 'Village'), f('a2', 'Head')]),
    form('B', 'Visits', [f('b1', 'Date')]),
  ];

  it('finds added, removed and changed forms and fields by id', () => {
    const v2 = [
      form('A', 'Villages', [f('a1', 'Village name'), f('a3', 'Population', { type: 'number' })], 2),
      form('C', 'Wells', [f('c1', 'Depth')]),
    ];
    const diff = formsDiff(v1, v2);
    expect(diff.addedForms).toEqual([{ id: 'C', name: 'Wells' }]);
    expect(diff.removedForms).toEqual([{ id: 'B', name: 'Visits' }]);
    expect(diff.changedForms).toHaveLength(1);
    const [changed] = diff.changedForms;
    expect(changed?.fromVersion).toBe(1);
    expect(changed?.toVersion).toBe(2);
    expect(ids(changed?.addedFields ?? [])).toEqual(['a3']);
    expect(ids(changed?.removedFields ?? [])).toEqual(['a2']);
    expect(ids(changed?.changedFields ?? [])).toEqual(['a1']);
  });

  it('treats a trashed field as removed and ignores field locks and key order', () => {
    const locked = { ...f('a1', 'Village'), viewAccess: { users: [user], groups: [] } };
    const reordered = JSON.parse(stableJson(f('b1', 'Date')));
    const v2 = [
      form('A', 'Villages', [locked, { ...f('a2', 'Head'), isTrashed: true }]),
      form('B', 'Visits', [reordered]),
    ];
    const diff = formsDiff(v1, v2);
    expect(diff.changedForms).toHaveLength(1);
    expect(ids(diff.changedForms[0]?.removedFields ?? [])).toEqual(['a2']);
    expect(diff.changedForms[0]?.changedFields).toEqual([]);
    expect(isEmptyDiff(formsDiff(v1, v1))).toBe(true);
  });

  it('says each change in words', () => {
    const v2 = [
      form('A', 'Village register', [
        f('a1', 'Village name', { required: true }),
        f('a2', 'Head', { type: 'number', placeholder: 'Who' }),
        f('a4', 'Well'),
      ]),
      form('C', 'Wells', []),
    ];
    const texts = changeLines(v1, v2).map((line) => line.text);
    expect(texts).toEqual([
      'Form "Villages" renamed to "Village register"',
      'Field "Village" renamed to "Village name" in "Village register"',
      'Field "Village name" made required in "Village register"',
      'Field "Head" changed from text to number in "Village register"',
      'Field "Head" settings changed in "Village register"',
      'Field "Well" added to "Village register"',
      'Form "Wells" added',
      'Form "Visits" is no longer in the template; your copy stays as it is',
    ]);
    const optional = changeLines(
      [form('A', 'X', [f('a1', 'Q', { required: true })])],
      [form('A', 'X', [f('a1', 'Q')])],
    );
    expect(optional.map((line) => line.kind)).toEqual(['field-made-optional']);
    const removed = changeLines(v1.slice(0, 1), [form('A', 'Villages', [f('a1', 'Village')])]);
    expect(removed[0]?.text).toBe(
      'Field "Head" removed from "Villages" (kept in the field trash with its values)',
    );
  });
});

describe('one form merge', () => {
  const base = [f('a', 'Village'), f('b', 'Head'), f('c', 'Phone')];

  it('takes release changes, trashes removed fields and keeps the organisation’s own fields in place', () => {
    const local = [f('a', 'Village'), f('o', 'Our note'), f('b', 'Head'), f('c', 'Phone')];
    const release = [f('a', 'Village name'), f('c', 'Phone'), f('n', 'New')];
    const plan = mergeFormFields({ base, local, release });
    expect(ids(plan.fields)).toEqual(['a', 'o', 'b', 'c', 'n']);
    expect(plan.fields[0]?.label).toBe('Village name');
    expect(plan.fields[2]?.isTrashed).toBe(true);
    expect(ids(plan.added.map((id) => ({ id })))).toEqual(['n']);
    expect(ids(plan.trashed.map((id) => ({ id })))).toEqual(['b']);
    expect(plan.replacedLocal).toEqual([]);
    expect(plan.changed).toBe(true);
  });

  it('keeps an edit only the organisation made, and replaces one both made (reported)', () => {
    const local = [f('a', 'Our village'), f('b', 'Our head'), f('c', 'Phone')];
    const release = [f('a', 'Village'), f('b', 'Head of household'), f('c', 'Phone')];
    const plan = mergeFormFields({ base, local, release });
    expect(plan.fields.map((field) => field.label)).toEqual(['Our village', 'Head of household', 'Phone']);
    expect(ids(plan.replacedLocal.map((id) => ({ id })))).toEqual(['b']);
    const lines = replacedEditLines('Villages', local, plan.replacedLocal);
    expect(lines[0]?.text).toContain('Your edit of "Our head" in "Villages" will be replaced');
  });

  it('keeps the organisation’s field locks on a field the release changes', () => {
    const locks = { users: [user], groups: [] };
    const local = [{ ...f('a', 'Village'), editAccess: locks }, f('b', 'Head'), f('c', 'Phone')];
    const plan = mergeFormFields({
      base,
      local,
      release: [f('a', 'Village', { required: true }), f('b', 'Head'), f('c', 'Phone')],
    });
    expect(plan.fields[0]?.required).toBe(true);
    expect(plan.fields[0]?.editAccess).toEqual(locks);
  });

  it('changes nothing when the release equals the base', () => {
    const local = [f('a', 'Village'), f('b', 'Head'), f('c', 'Phone')];
    const plan = mergeFormFields({ base, local, release: base });
    expect(plan.changed).toBe(false);
    expect(plan.fields).toEqual(local);
  });

  it('puts a new first field first and does not re-trash a trashed field', () => {
    const local = [f('a', 'Village'), { ...f('b', 'Head'), isTrashed: true }, f('c', 'Phone')];
    const plan = mergeFormFields({
      base,
      local,
      release: [f('z', 'First'), f('a', 'Village'), f('c', 'Phone')],
    });
    expect(ids(plan.fields)).toEqual(['z', 'a', 'b', 'c']);
    expect(plan.trashed).toEqual([]);
  });
});

describe('release fields in the organisation', () => {
  it('points foreign keys to the copies and leaves the creators’ locks out', () => {
    const fk = { kind: 'foreignKey' as const, formId: 'T1', fieldId: 'a0000000' };
    const fields = [
      f('x', 'Village', { options: fk, viewAccess: { users: [user], groups: [] } }),
      f('y', 'Lost', { options: { ...fk, formId: 'elsewhere' } }),
      f('t', 'Rows', {
        type: 'table',
        columns: [{ id: 'c1', header: 'V', dataType: 'select', options: fk }],
      }),
    ];
    expect(foreignFormIds(fields)).toEqual(['T1', 'elsewhere']);
    const local = localFields(fields, new Map([['T1', 'COPY1']]));
    expect(local[0]?.options).toMatchObject({ kind: 'foreignKey', formId: 'COPY1' });
    expect(local[0]?.viewAccess).toEqual({ users: [], groups: [] });
    expect(local[1]?.options).toEqual({ kind: 'custom', values: [] });
    expect(local[2]?.columns[0]?.options).toMatchObject({ formId: 'COPY1' });
  });
});

describe('safety summary', () => {
  it('lists the changes that meet stored entries with their counts, then what is safe', () => {
    const from = [form('A', 'Villages', [f('a', 'Village'), f('b', 'Head'), f('c', 'Age')])];
    const to = [
      form('A', 'Villages', [f('a', 'Village', { required: true }), f('c', 'Age', { type: 'number' })]),
    ];
    const risks = fieldRisks(from, to);
    expect(risks.map((risk) => risk.kind)).toEqual(['made-required', 'removed', 'type-changed']);
    const counts = new Map(risks.map((risk, i) => [risk, [312, 0, 1][i] ?? 0]));
    const lines = safetyLines(risks, counts);
    expect(lines[0]).toEqual({
      level: 'touches-data',
      text: 'Village made required: 312 existing entries have it empty',
      affectedEntries: 312,
    });
    expect(lines[1]).toMatchObject({ level: 'safe', text: 'Head removed: no existing entry holds a value' });
    expect(lines[2]?.text).toBe('Age changes from text to number: 1 existing entry keeps its stored value');
    expect(lines.slice(3).every((line) => line.level === 'safe')).toBe(true);
  });
});
