import { describe, expect, it } from 'vitest';
import { catalogueProblems, reachOf } from '../access/scoped-rights.ts';
import type { FormFacts } from '../forms/form-permissions.ts';
import {
  DATA_ACCESS_CONFLICTS,
  DATA_ACCESS_KEYS,
  EMPTY_DATA_ACCESS,
  type FormDataAccess,
} from '../forms/forms.schemas.ts';
import { DATA_RIGHTS } from './data-rights.ts';
import { canActOnEntry, holdsEntryRight, lockedFieldsNamed, viewScope } from './entry-permissions.ts';

// The form's lists are the roles of data management; the pairs that may not name the same person conflict.
const lists = ['form_admin' as const, ...DATA_ACCESS_KEYS].map((meta) => ({
  meta,
  conflict: DATA_ACCESS_CONFLICTS.filter((pair) => pair.includes(meta as never))
    .flat()
    .filter((other) => other !== meta),
}));

const me = { id: 'me', isOrgAdmin: false, groupIds: ['team'] };
const on = { formDataCreate: true, formDataRead: true, formDataUpdate: true, formDataDelete: true };
function formWith(access: Partial<FormDataAccess>, facts: Partial<FormFacts> = {}) {
  const formDataAccess = { ...EMPTY_DATA_ACCESS, ...access };
  return {
    name: 'Leave',
    owner: 'boss',
    editFormConfig: EMPTY_DATA_ACCESS.create_data,
    formDataAccess,
    formUsabilitySettings: on,
    ...facts,
  };
}
const named = { users: ['me'], groups: [] };
const byGroup = { users: [], groups: ['team'] };
const mine = { createdBy: 'me' };
const theirs = { createdBy: 'other' };

describe('data-management rights', () => {
  it('answers for every list and for admin and owner, with all and self lists as variants of one right', () => {
    expect(catalogueProblems(DATA_RIGHTS, lists)).toEqual([]);
  });

  it('gives admin and owner every right over every entry', () => {
    for (const action of ['create', 'view', 'update', 'trash', 'delete'] as const) {
      expect(reachOf(DATA_RIGHTS, ['form_admin'], action)).toBe('all');
    }
  });
});

describe('whose entries a reader sees', () => {
  it('shows all entries to admin, owner and view_all, own ones to view_self', () => {
    expect(viewScope({ ...me, isOrgAdmin: true }, formWith({}))).toEqual({ kind: 'all' });
    expect(viewScope(me, formWith({}, { owner: 'me' }))).toEqual({ kind: 'all' });
    expect(viewScope(me, formWith({ view_all_data: byGroup }))).toEqual({ kind: 'all' });
    expect(viewScope(me, formWith({ view_self_data: named }))).toEqual({ kind: 'self' });
  });

  it('refuses with the spec words when no list names the reader or reading is off', () => {
    expect(viewScope(me, formWith({ update_all_data: named }))).toEqual({
      kind: 'none',
      reason: 'You do not have permission to view data of Leave.',
    });
    const off = formWith({ view_all_data: named }, { formUsabilitySettings: { ...on, formDataRead: false } });
    expect(viewScope(me, off)).toEqual({ kind: 'none', reason: 'Data view for this form is disabled.' });
  });
});

describe('acting on an entry', () => {
  it('lets the all variant act on any entry and the self variant on own entries only', () => {
    for (const action of ['update', 'trash', 'delete'] as const) {
      const all = formWith({ [`${action}_all_data`]: named });
      const self = formWith({ [`${action}_self_data`]: byGroup });
      expect(canActOnEntry(me, all, action, theirs)).toBe(true);
      expect(canActOnEntry(me, self, action, mine)).toBe(true);
      expect(canActOnEntry(me, self, action, theirs)).toBe(false);
      expect(canActOnEntry(me, self, action, { createdBy: null })).toBe(false);
      expect(holdsEntryRight(me, all, action)).toBe('all');
      expect(holdsEntryRight(me, self, action)).toBe('self');
      expect(holdsEntryRight(me, formWith({}), action)).toBeNull();
    }
  });

  it('gives the owner every entry, unless the form switch is off', () => {
    const owned = formWith({}, { owner: 'me' });
    expect(canActOnEntry(me, owned, 'delete', theirs)).toBe(true);
    const noDelete = formWith({}, { owner: 'me', formUsabilitySettings: { ...on, formDataDelete: false } });
    expect(canActOnEntry(me, noDelete, 'trash', mine)).toBe(false);
    expect(holdsEntryRight(me, noDelete, 'delete')).toBeNull();
    expect(holdsEntryRight(me, noDelete, 'update')).toBe('all');
  });

  it('does not let one right stand for another', () => {
    const updater = formWith({ update_all_data: named });
    expect(canActOnEntry(me, updater, 'trash', theirs)).toBe(false);
    expect(canActOnEntry(me, updater, 'update', theirs)).toBe(true);
  });
});

describe('locked fields named by a write', () => {
  const open = { id: 'open', userLock: false, viewAccess: named, editAccess: named };
  const locked = {
    id: 'locked',
    userLock: true,
    viewAccess: { users: [], groups: [] },
    editAccess: { users: ['editor'], groups: [] },
  };
  const fields = [open, locked];

  it('lists the locked fields the actor may not edit among those a request names', () => {
    expect(lockedFieldsNamed(me, formWith({}), fields, ['open', 'locked']).map((f) => f.id)).toEqual([
      'locked',
    ]);
    expect(lockedFieldsNamed(me, formWith({}), fields, ['open', 'stray'])).toEqual([]);
  });

  it('names none for the field editors, the owner and admins', () => {
    const editor = { ...me, id: 'editor' };
    expect(lockedFieldsNamed(editor, formWith({}), fields, ['locked'])).toEqual([]);
    expect(lockedFieldsNamed(me, formWith({}, { owner: 'me' }), fields, ['locked'])).toEqual([]);
    expect(lockedFieldsNamed({ ...me, isOrgAdmin: true }, formWith({}), fields, ['locked'])).toEqual([]);
  });
});
