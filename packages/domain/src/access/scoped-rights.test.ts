import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  covers,
  everyRole,
  mayAct,
  mustScopeToOwn,
  type RightsTable,
  reachOf,
} from './scoped-rights.ts';

type Role = 'see_all' | 'see_self' | 'judge_all' | 'judge_others';
type Action = 'see' | 'judge';

const TABLE: RightsTable<Role, Action> = {
  see: { see_all: 'all', see_self: 'own', judge_all: 'none', judge_others: 'none' },
  judge: { see_all: 'none', see_self: 'none', judge_all: 'all', judge_others: 'others' },
};

describe('reach of held roles', () => {
  it('is the widest reach of any held role, and nothing without one', () => {
    expect(reachOf(TABLE, ['see_self'], 'see')).toBe('own');
    expect(reachOf(TABLE, ['see_self', 'see_all'], 'see')).toBe('all');
    expect(reachOf(TABLE, ['judge_others'], 'judge')).toBe('others');
    expect(reachOf(TABLE, [], 'see')).toBe('none');
  });

  it('ignores roles the table does not know', () => {
    expect(reachOf(TABLE, ['manage-user:edit_all', 'toString'], 'see')).toBe('none');
  });
});

describe('acting on one record', () => {
  it('lets an all variant act on any record', () => {
    expect(mayAct(TABLE, ['see_all'], 'see', true)).toBe(true);
    expect(mayAct(TABLE, ['see_all'], 'see', false)).toBe(true);
  });

  it('lets a self variant act on own records only', () => {
    expect(mayAct(TABLE, ['see_self'], 'see', true)).toBe(true);
    expect(mayAct(TABLE, ['see_self'], 'see', false)).toBe(false);
  });

  it("lets a not-self variant act on others' records only", () => {
    expect(mayAct(TABLE, ['judge_others'], 'judge', false)).toBe(true);
    expect(mayAct(TABLE, ['judge_others'], 'judge', true)).toBe(false);
  });

  it('refuses a role of another action', () => {
    expect(mayAct(TABLE, ['see_all'], 'judge', false)).toBe(false);
  });
});

describe('scoping a list', () => {
  it('narrows to own rows only when the self variant is all the holder has', () => {
    expect(mustScopeToOwn(TABLE, ['see_self'], 'see')).toBe(true);
    expect(mustScopeToOwn(TABLE, ['see_self', 'see_all'], 'see')).toBe(false);
    expect(mustScopeToOwn(TABLE, [], 'see')).toBe(false);
  });
});

describe('the table against the catalogue', () => {
  it('lists every role', () => {
    expect(everyRole(TABLE)).toEqual(['see_all', 'see_self', 'judge_all', 'judge_others']);
  });

  it('knows the wider variant of a right', () => {
    expect(covers(TABLE, 'see_all', 'see_self')).toBe(true);
    expect(covers(TABLE, 'see_self', 'see_all')).toBe(false);
    expect(covers(TABLE, 'see_all', 'judge_others')).toBe(false);
  });

  it('agrees when the roles match and conflicts pair variants of one right', () => {
    const roles = [
      { meta: 'see_all', conflict: ['see_self'] },
      { meta: 'see_self', conflict: ['see_all'] },
      { meta: 'judge_all', conflict: ['judge_others'] },
      { meta: 'judge_others', conflict: [] },
    ];
    expect(catalogueProblems(TABLE, roles)).toEqual([]);
  });

  it('names missing rows, unknown roles and conflicts between different rights', () => {
    const roles = [
      { meta: 'see_all', conflict: ['judge_all'] },
      { meta: 'see_self', conflict: [] },
      { meta: 'judge_all', conflict: [] },
      { meta: 'audit', conflict: [] },
    ];
    expect(catalogueProblems(TABLE, roles)).toEqual([
      'audit has no row in the table',
      'judge_others is not in the catalogue',
      'see_all and judge_all are not variants of one right',
    ]);
  });
});
