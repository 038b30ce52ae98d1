import { describe, expect, it } from 'vitest';
import { APP } from '../access/apps.catalogue.ts';
import type { Actor } from '../access/permissions.ts';
import { availableQuickActions, QUICK_ACTIONS, starredQuickActions } from './quick-actions.ts';

const base: Actor = {
  id: 'u',
  orgId: 'o',
  isOrgAdmin: false,
  isMasterAdmin: false,
  isCreator: false,
  access: [],
};
const titles = (actions: Array<{ title: string }>) => actions.map((a) => a.title);

describe('quick actions', () => {
  it('offers org admins the whole catalogue', () => {
    expect(availableQuickActions({ ...base, isOrgAdmin: true })).toHaveLength(QUICK_ACTIONS.length);
  });

  it('offers storage and expense actions only with the app', () => {
    expect(availableQuickActions(base)).toEqual([]);
    const withStorage = { ...base, access: [{ app: APP.storage, role: [] }] };
    // Only org admins create folders (docs/decisions/0026), so only they are offered Create Folder.
    expect(titles(availableQuickActions(withStorage))).toEqual(['Upload Files', 'View Files']);
  });

  it('needs manage-user:edit_all for Create User and control_all for Manage Apps', () => {
    const plain = { ...base, access: [{ app: APP.access, role: [] }] };
    expect(titles(availableQuickActions(plain))).toEqual(['Manage Users']);
    const editor = {
      ...base,
      access: [{ app: APP.access, role: ['manage-user:edit_all', 'manage-app:control_all'] }],
    };
    expect(titles(availableQuickActions(editor))).toEqual(['Manage Users', 'Create User', 'Manage Apps']);
  });

  it('keeps starred actions the user may still use, in catalogue order', () => {
    const user = { ...base, access: [{ app: APP.access, role: [] }] };
    const starred = ['access-create-user', 'access-manage-users', 'no-such-action'];
    expect(titles(starredQuickActions(user, starred))).toEqual(['Manage Users']);
  });
});
