import { describe, expect, it } from 'vitest';
import { userGroupMessages } from '../user-groups/user-groups.messages.ts';
import { userMessages } from '../users/users.messages.ts';
import { accessHomeCards, mayOpenAccessScreen } from './access-home.ts';
import { APP } from './apps.catalogue.ts';
import type { Actor } from './permissions.ts';

const base: Actor = {
  id: 'u',
  orgId: 'o',
  isOrgAdmin: false,
  isMasterAdmin: false,
  isCreator: false,
  access: [],
};
const withRoles = (...role: string[]): Actor => ({ ...base, access: [{ app: APP.access, role }] });
const summary = (actor: Actor) =>
  accessHomeCards(actor).map((card) => [card.title, card.quickAction?.id ?? null, card.warning]);

describe('the Access Management home cards', () => {
  it('gives org admins every card, three of them starrable, none warning', () => {
    expect(summary({ ...base, isOrgAdmin: true })).toEqual([
      ['Manage All Users', 'access-manage-users', null],
      ['Create New User', 'access-create-user', null],
      ['Create User Group', null, null],
      ['Manage User Groups', null, null],
      ['Manage All Apps', 'access-manage-apps', null],
    ]);
  });

  it('warns a plain holder of the app instead of opening the create screens, and hides Manage All Apps', () => {
    expect(summary(withRoles())).toEqual([
      ['Manage All Users', 'access-manage-users', null],
      ['Create New User', null, userMessages.noCreatePermission],
      ['Create User Group', null, null],
      ['Manage User Groups', null, null],
    ]);
  });

  it('warns a member without the app before creating a group', () => {
    const card = accessHomeCards(base).find((c) => c.id === 'create-group');
    expect(card?.warning).toBe(userGroupMessages.noManagePermission);
  });

  it('follows the access-management roles', () => {
    const titles = accessHomeCards(withRoles('manage-user:edit_all', 'manage-app:control_all')).map((c) => [
      c.title,
      c.warning,
    ]);
    expect(titles).toContainEqual(['Create New User', null]);
    expect(titles).toContainEqual(['Manage All Apps', null]);
  });
});

describe('opening Access Management screens', () => {
  const screens = [
    '/access-management',
    '/access-management/manage-all-users',
    '/access-management/create-new-user',
    '/access-management/create-user-group',
    '/access-management/manage-user-groups',
    '/access-management/manage-all-apps',
  ];

  it('opens them to org admins and to holders of the app, and closes them to everyone else', () => {
    for (const path of screens) {
      expect(mayOpenAccessScreen({ ...base, isOrgAdmin: true }, path)).toBe(true);
      expect(mayOpenAccessScreen(withRoles('manage-user:assign_app_access'), path)).toBe(true);
      expect(mayOpenAccessScreen({ ...base, access: [{ app: APP.forms, role: [] }] }, path)).toBe(false);
      expect(mayOpenAccessScreen({ ...base, isCreator: true, orgId: null }, path)).toBe(false);
    }
  });

  it('opens Manage All Apps, and only it, to the master admin', () => {
    const master = { ...base, orgId: null, isMasterAdmin: true };
    expect(screens.filter((path) => mayOpenAccessScreen(master, path))).toEqual([
      '/access-management/manage-all-apps',
    ]);
  });

  it('leaves the screens of other apps alone', () => {
    expect(mayOpenAccessScreen(base, '/storage')).toBe(true);
    expect(mayOpenAccessScreen(base, '/access-management-x')).toBe(true);
  });
});
