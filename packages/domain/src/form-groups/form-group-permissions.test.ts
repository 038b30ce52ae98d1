import { describe, expect, it } from 'vitest';
import type { FormActor } from '../forms/form-permissions.ts';
import {
  canDeleteFormGroup,
  canEditFormGroup,
  canSeeFormGroup,
  canSeeFormInGroup,
  deriveGroupVisibility,
  type FormGroupFacts,
} from './form-group-permissions.ts';

const user = (overrides: Partial<FormActor> = {}): FormActor => ({
  id: 'ann',
  isOrgAdmin: false,
  groupIds: [],
  ...overrides,
});
const admin = user({ id: 'ada', isOrgAdmin: true });

const group = (overrides: Partial<FormGroupFacts> = {}): FormGroupFacts => ({
  isDefault: false,
  isTrashed: false,
  createdBy: 'someone-else',
  groupVisibility: { users: [], groups: [] },
  ...overrides,
});

describe('editing a form group', () => {
  it('is open to org admins on any group, Default included', () => {
    expect(canEditFormGroup(admin, group())).toBe(true);
    expect(canEditFormGroup(admin, group({ isDefault: true, createdBy: null }))).toBe(true);
  });

  it('is open to the creator only among non-admins, even when the group is shown to others', () => {
    expect(canEditFormGroup(user(), group({ createdBy: 'ann' }))).toBe(true);
    const shownToAnn = group({ groupVisibility: { users: ['ann'], groups: [] } });
    expect(canEditFormGroup(user(), shownToAnn)).toBe(false);
  });

  it('is closed to everyone but admins on a group of no known creator', () => {
    expect(canEditFormGroup(user(), group({ createdBy: null }))).toBe(false);
  });
});

describe('deleting a form group', () => {
  it('follows editing', () => {
    expect(canDeleteFormGroup(admin, group())).toBe(true);
    expect(canDeleteFormGroup(user(), group({ createdBy: 'ann' }))).toBe(true);
    expect(canDeleteFormGroup(user(), group())).toBe(false);
  });

  it('never allows the Default group, not even to an admin or its creator', () => {
    expect(canDeleteFormGroup(admin, group({ isDefault: true }))).toBe(false);
    expect(canDeleteFormGroup(user(), group({ isDefault: true, createdBy: 'ann' }))).toBe(false);
  });
});

describe('seeing a form group', () => {
  it('shows the Default group to everyone', () => {
    expect(canSeeFormGroup(user(), group({ isDefault: true }))).toBe(true);
  });

  it('shows a group to a user named in its visibility, directly or through a user group', () => {
    expect(canSeeFormGroup(user(), group({ groupVisibility: { users: ['ann'], groups: [] } }))).toBe(true);
    const throughCrew = group({ groupVisibility: { users: [], groups: ['crew'] } });
    expect(canSeeFormGroup(user({ groupIds: ['crew'] }), throughCrew)).toBe(true);
    expect(canSeeFormGroup(user({ groupIds: ['other'] }), throughCrew)).toBe(false);
  });

  it('hides a group from users it does not name, its creator included', () => {
    expect(canSeeFormGroup(user(), group({ groupVisibility: { users: ['ben'], groups: [] } }))).toBe(false);
    expect(canSeeFormGroup(user(), group({ createdBy: 'ann' }))).toBe(false);
  });

  it('hides trashed groups from non-admins, even those they are named in', () => {
    const trashed = group({ isTrashed: true, groupVisibility: { users: ['ann'], groups: [] } });
    expect(canSeeFormGroup(user(), trashed)).toBe(false);
    expect(canSeeFormGroup(user(), group({ isTrashed: true, isDefault: true }))).toBe(false);
  });

  it('shows admins every group, trashed or not', () => {
    expect(canSeeFormGroup(admin, group())).toBe(true);
    expect(canSeeFormGroup(admin, group({ isTrashed: true }))).toBe(true);
  });
});

describe('seeing a form inside a group', () => {
  it('shows it to listed users, members of listed groups and admins only', () => {
    const visibility = { users: ['ann'], groups: ['crew'] };
    expect(canSeeFormInGroup(user(), visibility)).toBe(true);
    expect(canSeeFormInGroup(user({ id: 'ben', groupIds: ['crew'] }), visibility)).toBe(true);
    expect(canSeeFormInGroup(user({ id: 'cal', groupIds: ['other'] }), visibility)).toBe(false);
    expect(canSeeFormInGroup(admin, { users: [], groups: [] })).toBe(true);
  });
});

describe('deriving group visibility', () => {
  it('is the union of every form’s users and groups, each once, in first-seen order', () => {
    const derived = deriveGroupVisibility([
      { users: ['ann', 'ben'], groups: ['crew'] },
      { users: ['ben', 'cal'], groups: [] },
      { users: [], groups: ['crew', 'ops'] },
    ]);
    expect(derived).toEqual({ users: ['ann', 'ben', 'cal'], groups: ['crew', 'ops'] });
  });

  it('is empty for no forms or forms that name no one', () => {
    expect(deriveGroupVisibility([])).toEqual({ users: [], groups: [] });
    expect(deriveGroupVisibility([{ users: [], groups: [] }])).toEqual({ users: [], groups: [] });
  });
});
