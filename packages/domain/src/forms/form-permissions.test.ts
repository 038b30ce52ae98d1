import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/permissions.ts';
import {
  canEditAccessConfig,
  canEditFieldConfig,
  canEnterData,
  canManageFormLifecycle,
  canViewData,
  conflictingList,
  dataAccessConflicts,
  dataEntryRefusal,
  FORM_ROLE,
  type FormActor,
  type FormFacts,
  hasAnyDataAccess,
  hasDataAccess,
  hasFormRole,
  isNamedIn,
  isOwner,
  usersCoveredByGroups,
} from './form-permissions.ts';
import { formMessages as m } from './forms.messages.ts';
import {
  DATA_ACCESS_CONFLICTS,
  DATA_ACCESS_KEYS,
  EMPTY_DATA_ACCESS,
  type FormDataAccess,
} from './forms.schemas.ts';

const USER = 'user';
const TEAM = 'team';
const actor = (overrides: Partial<FormActor> = {}): FormActor => ({
  id: USER,
  isOrgAdmin: false,
  groupIds: [],
  ...overrides,
});
const admin = actor({ isOrgAdmin: true });
const member = actor();
const teamMember = actor({ groupIds: [TEAM] });

const allOn = { formDataCreate: true, formDataRead: true, formDataUpdate: true, formDataDelete: true };
const form = (overrides: Partial<FormFacts> = {}): FormFacts => ({
  owner: 'someone-else',
  editFormConfig: { users: [], groups: [] },
  formDataAccess: EMPTY_DATA_ACCESS,
  formUsabilitySettings: allOn,
  ...overrides,
});
const withAccess = (access: Partial<FormDataAccess>, overrides: Partial<FormFacts> = {}) =>
  form({ formDataAccess: { ...EMPTY_DATA_ACCESS, ...access }, ...overrides });
const owned = form({ owner: USER });

function roles(overrides: Partial<Actor> = {}): Actor {
  return {
    id: USER,
    orgId: 'org',
    isOrgAdmin: false,
    isMasterAdmin: false,
    isCreator: false,
    access: [],
    ...overrides,
  };
}

describe('form-management roles', () => {
  it('are held by org admins and by users given the role in the form-management app', () => {
    expect(hasFormRole(roles({ isOrgAdmin: true }), FORM_ROLE.manageForms)).toBe(true);
    const creator = roles({ access: [{ app: 'form-management', role: [FORM_ROLE.createForm] }] });
    expect(hasFormRole(creator, FORM_ROLE.createForm)).toBe(true);
    expect(hasFormRole(creator, FORM_ROLE.manageForms)).toBe(false);
    const elsewhere = roles({ access: [{ app: 'access-management', role: [FORM_ROLE.createForm] }] });
    expect(hasFormRole(elsewhere, FORM_ROLE.createForm)).toBe(false);
  });
});

describe('being named and owning', () => {
  it('counts a name directly or through one of the actor’s groups', () => {
    expect(isNamedIn(member, { users: [USER], groups: [] })).toBe(true);
    expect(isNamedIn(teamMember, { users: [], groups: [TEAM] })).toBe(true);
    expect(isNamedIn(member, { users: [], groups: [TEAM] })).toBe(false);
  });

  it('owns only a form whose owner is the actor', () => {
    expect(isOwner(member, owned)).toBe(true);
    expect(isOwner(member, form())).toBe(false);
    expect(isOwner(member, form({ owner: null }))).toBe(false);
  });
});

describe('configuring a form', () => {
  it('lets admins, the owner and editFormConfig (directly or by group) edit the fields', () => {
    expect(canEditFieldConfig(admin, form())).toBe(true);
    expect(canEditFieldConfig(member, owned)).toBe(true);
    expect(canEditFieldConfig(member, form({ editFormConfig: { users: [USER], groups: [] } }))).toBe(true);
    expect(canEditFieldConfig(teamMember, form({ editFormConfig: { users: [], groups: [TEAM] } }))).toBe(
      true,
    );
    expect(canEditFieldConfig(member, withAccess({ create_data: { users: [USER], groups: [] } }))).toBe(
      false,
    );
  });

  it('lets only admins and the owner edit the access configuration, trash, restore and delete', () => {
    const editor = form({ editFormConfig: { users: [USER], groups: [] } });
    for (const rule of [canEditAccessConfig, canManageFormLifecycle]) {
      expect(rule(admin, form())).toBe(true);
      expect(rule(member, owned)).toBe(true);
      expect(rule(member, editor)).toBe(false);
    }
  });
});

describe('entering data', () => {
  it('is allowed to admins, the owner and create_data (directly or by group)', () => {
    expect(dataEntryRefusal(admin, form())).toBeNull();
    expect(dataEntryRefusal(member, owned)).toBeNull();
    expect(canEnterData(member, withAccess({ create_data: { users: [USER], groups: [] } }))).toBe(true);
    expect(canEnterData(teamMember, withAccess({ create_data: { users: [], groups: [TEAM] } }))).toBe(true);
  });

  it("refuses others with the spec's message", () => {
    const viewer = withAccess({ view_all_data: { users: [USER], groups: [] } });
    expect(dataEntryRefusal(member, viewer)).toBe(m.noEnterDataPermission);
    expect(canEnterData(member, viewer)).toBe(false);
  });

  it('is disabled for everyone, admins included, when formDataCreate is off', () => {
    const off = form({ owner: USER, formUsabilitySettings: { ...allOn, formDataCreate: false } });
    expect(dataEntryRefusal(admin, off)).toBe(m.dataEntryDisabled);
    expect(dataEntryRefusal(member, off)).toBe(m.dataEntryDisabled);
  });
});

describe('viewing data', () => {
  it('is allowed to admins, the owner and the view lists, all or self', () => {
    expect(canViewData(admin, form())).toBe(true);
    expect(canViewData(member, owned)).toBe(true);
    expect(canViewData(member, withAccess({ view_all_data: { users: [USER], groups: [] } }))).toBe(true);
    expect(canViewData(teamMember, withAccess({ view_self_data: { users: [], groups: [TEAM] } }))).toBe(true);
    expect(canViewData(member, withAccess({ create_data: { users: [USER], groups: [] } }))).toBe(false);
  });

  it('is off for everyone when formDataRead is off', () => {
    expect(canViewData(admin, form({ formUsabilitySettings: { ...allOn, formDataRead: false } }))).toBe(
      false,
    );
  });

  it('checks each data list on its own', () => {
    for (const key of DATA_ACCESS_KEYS) {
      const named = withAccess({ [key]: { users: [USER], groups: [] } });
      expect(DATA_ACCESS_KEYS.filter((k) => hasDataAccess(member, named, k))).toEqual([key]);
    }
  });
});

describe('any data access (the form group warning)', () => {
  it('is true for the owner and for a user or group in any list', () => {
    expect(hasAnyDataAccess({ users: [USER] }, owned)).toBe(true);
    expect(
      hasAnyDataAccess({ users: [USER] }, withAccess({ trash_self_data: { users: [USER], groups: [] } })),
    ).toBe(true);
    expect(
      hasAnyDataAccess({ groups: [TEAM] }, withAccess({ delete_all_data: { users: [], groups: [TEAM] } })),
    ).toBe(true);
    expect(hasAnyDataAccess({ users: [USER] }, form())).toBe(false);
    expect(hasAnyDataAccess({ groups: [TEAM] }, form())).toBe(false);
  });

  it('counts the rights a user holds through a user group, and a group whose members hold rights', () => {
    const groups = [
      { id: TEAM, users: [USER, 'other'] },
      { id: 'empty', users: [] },
    ];
    const teamNamed = withAccess({ view_all_data: { users: [], groups: [TEAM] } });
    expect(hasAnyDataAccess({ users: [USER] }, teamNamed, groups)).toBe(true);
    expect(hasAnyDataAccess({ users: ['stranger'] }, teamNamed, groups)).toBe(false);
    const memberNamed = withAccess({ create_data: { users: ['other'], groups: [] } });
    expect(hasAnyDataAccess({ groups: [TEAM] }, memberNamed, groups)).toBe(true);
    expect(hasAnyDataAccess({ groups: [TEAM] }, form({ owner: USER }), groups)).toBe(true);
    expect(hasAnyDataAccess({ groups: ['empty'] }, memberNamed, groups)).toBe(false);
    expect(hasAnyDataAccess({ groups: [TEAM] }, form(), groups)).toBe(false);
  });
});

describe('conflicting data-access pairs', () => {
  it('names every pair that shares a user or a group, in both directions', () => {
    for (const [all, self] of DATA_ACCESS_CONFLICTS) {
      const byUser = {
        ...EMPTY_DATA_ACCESS,
        [all]: { users: [USER], groups: [] },
        [self]: { users: [USER], groups: [] },
      };
      expect(dataAccessConflicts(byUser)).toEqual([[all, self]]);
      const byGroup = {
        ...EMPTY_DATA_ACCESS,
        [all]: { users: [], groups: [TEAM] },
        [self]: { users: [], groups: [TEAM] },
      };
      expect(dataAccessConflicts(byGroup)).toEqual([[all, self]]);
    }
  });

  it('allows the same person in lists that do not conflict', () => {
    const named = { users: [USER], groups: [TEAM] };
    const access = {
      ...EMPTY_DATA_ACCESS,
      create_data: named,
      view_all_data: named,
      update_self_data: named,
    };
    expect(dataAccessConflicts(access)).toEqual([]);
  });

  it('pairs each all-data list with its self-data list and back; create_data has none', () => {
    for (const [all, self] of DATA_ACCESS_CONFLICTS) {
      expect(conflictingList(all)).toBe(self);
      expect(conflictingList(self)).toBe(all);
    }
    expect(conflictingList('create_data')).toBeNull();
  });
});

describe('users covered by chosen groups', () => {
  it('are the members of the chosen groups only', () => {
    const groups = [
      { id: 'g1', users: ['a', 'b'] },
      { id: 'g2', users: ['c'] },
    ];
    expect([...usersCoveredByGroups(['g1'], groups)].sort()).toEqual(['a', 'b']);
    expect(usersCoveredByGroups([], groups).size).toBe(0);
  });
});
