import { describe, expect, it } from 'vitest';
import { fieldConfigSchema } from '../fields/field-config.schemas.ts';
import { foreignFormIds } from '../fields/foreign-keys.ts';
import {
  copyName,
  cut,
  type FormAtVersion,
  fieldChanges,
  homeTab,
  isInTab,
  matchesFilter,
  nextVersion,
  rewriteForeignKeys,
  snapshotDiff,
  trashFieldLabels,
} from './template-lifecycle.ts';

const state = (over: Partial<Parameters<typeof isInTab>[0]> = {}) => ({
  isPublished: false,
  hasDraft: false,
  hasDraftObject: false,
  isTrashed: false,
  ...over,
});
const f = (id: string, label: string, over: Record<string, unknown> = {}) =>
  fieldConfigSchema.parse({ id, label, type: 'text', ...over });

describe('tabs and filters', () => {
  it('shows a published template with a draft in both Published and Drafts, never a trashed one', () => {
    const both = state({ isPublished: true, hasDraft: true });
    expect(isInTab(both, 'published')).toBe(true);
    expect(isInTab(both, 'drafts')).toBe(true);
    expect(isInTab(both, 'trash')).toBe(false);
    const trashed = state({ isPublished: true, isTrashed: true });
    expect(isInTab(trashed, 'published')).toBe(false);
    expect(isInTab(trashed, 'trash')).toBe(true);
    expect(isInTab(state({ hasDraftObject: true }), 'drafts')).toBe(true);
  });

  it('sends a template to its home tab', () => {
    expect(homeTab(state({ isPublished: true }))).toBe('published');
    expect(homeTab(state({ isPublished: true, hasDraft: true }))).toBe('drafts');
    expect(homeTab(state({ isTrashed: true }))).toBe('trash');
  });

  it('filters published, draft and inactive', () => {
    expect(matchesFilter(state({ isPublished: true }), 'published')).toBe(true);
    expect(matchesFilter(state({ hasDraft: true }), 'draft')).toBe(true);
    expect(matchesFilter(state(), 'inactive')).toBe(true);
    expect(matchesFilter(state({ hasDraft: true }), 'inactive')).toBe(false);
    expect(matchesFilter(state(), 'all')).toBe(true);
  });
});

describe('versions and names', () => {
  it('numbers versions from 1 upwards', () => {
    expect(nextVersion(1)).toBe(2);
    expect(nextVersion(0)).toBe(1);
    expect(copyName('Survey')).toBe('Survey (Copy)');
    expect(cut('abcdef', 3)).toBe('abc…');
    expect(cut('abc', 3)).toBe('abc');
  });
});

describe('diff of two releases', () => {
  const forms: Record<string, FormAtVersion> = {
    'a@1': { id: 'a', name: 'A', version: 1, fields: [f('aaaaaaa1', 'One'), f('aaaaaaa2', 'Two')] },
    'a@2': {
      id: 'a',
      name: 'A',
      version: 2,
      fields: [f('aaaaaaa1', 'One!'), f('aaaaaaa2', 'Two', { isTrashed: true }), f('aaaaaaa3', 'Three')],
    },
  };
  const formAt = (id: string, version: number) => forms[`${id}@${version}`] ?? null;

  it('names added, removed and changed forms and fields', () => {
    const diff = snapshotDiff(
      { formIds: ['a', 'b'], formVersions: { a: 1, b: 1 } },
      { formIds: ['a', 'c'], formVersions: { a: 2, c: 1 } },
      formAt,
      (id) => id.toUpperCase(),
    );
    expect(diff.addedForms).toEqual([{ id: 'c', name: 'C' }]);
    expect(diff.removedForms).toEqual([{ id: 'b', name: 'B' }]);
    expect(diff.changedForms).toEqual([
      {
        id: 'a',
        name: 'A',
        fromVersion: 1,
        toVersion: 2,
        addedFields: [{ id: 'aaaaaaa3', label: 'Three' }],
        removedFields: [{ id: 'aaaaaaa2', label: 'Two' }],
        changedFields: [{ id: 'aaaaaaa1', label: 'One!' }],
      },
    ]);
  });

  it('treats every form as added against no release', () => {
    const diff = snapshotDiff(null, { formIds: ['a'], formVersions: { a: 1 } }, formAt, () => 'A');
    expect(diff.addedForms).toHaveLength(1);
    expect(fieldChanges([], []).addedFields).toEqual([]);
  });

  it('lists at most the limit of trash labels', () => {
    const fields = Array.from({ length: 7 }, (_, i) => f(`trash00${i}`, `T${i}`, { isTrashed: true }));
    expect(trashFieldLabels(fields, 5)).toEqual(['T0', 'T1', 'T2', 'T3', 'T4']);
  });
});

describe('foreign keys', () => {
  it('finds and rewrites foreign keys of fields and table columns', () => {
    const fk = (formId: string) => ({ kind: 'foreignKey', formId, fieldId: 'xxxxxxx1' });
    const fields = [
      f('fkfield1', 'Village', { type: 'select', options: fk('old-a') }),
      f('table001', 'Rows', {
        type: 'table',
        columns: [{ id: 'c1', header: 'Ref', dataType: 'select', options: fk('old-b') }],
      }),
    ];
    expect(foreignFormIds(fields)).toEqual(['old-a', 'old-b']);
    const rewritten = rewriteForeignKeys(
      fields,
      new Map([
        ['old-a', 'new-a'],
        ['old-b', 'new-b'],
      ]),
    );
    expect(foreignFormIds(rewritten)).toEqual(['new-a', 'new-b']);
  });
});
