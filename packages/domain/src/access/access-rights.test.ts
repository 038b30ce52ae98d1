import { describe, expect, it } from 'vitest';
import { ACCESS_RIGHTS, accessRolesOf } from './access-rights.ts';
import { APP, APP_CATALOGUE } from './apps.catalogue.ts';
import { catalogueProblems, mayAct, reachOf } from './scoped-rights.ts';

const catalogue = APP_CATALOGUE.find((app) => app.app_name === APP.access)?.available_access ?? [];
const holder = (...role: string[]) => ({ isOrgAdmin: false, access: [{ app: APP.access, role }] });

describe('access-management rights', () => {
  it('answers for exactly the roles of the catalogue, none of which conflict', () => {
    expect(catalogueProblems(ACCESS_RIGHTS, catalogue)).toEqual([]);
    expect(catalogue.every((role) => role.conflict.length === 0)).toBe(true);
  });

  it('gives an org admin every role, and others the roles of their access entry', () => {
    expect(accessRolesOf({ isOrgAdmin: true, access: [] })).toEqual(catalogue.map((role) => role.meta));
    expect(accessRolesOf(holder('manage-user:edit_all'))).toEqual(['manage-user:edit_all']);
    expect(accessRolesOf({ isOrgAdmin: false, access: [{ app: APP.forms, role: ['x'] }] })).toEqual([]);
  });

  it('opens the users table and user groups with any role of the app', () => {
    for (const { meta } of catalogue) {
      expect(reachOf(ACCESS_RIGHTS, [meta], 'list-users')).toBe('all');
      expect(reachOf(ACCESS_RIGHTS, [meta], 'manage-user-groups')).toBe('all');
    }
  });

  it('lets user editors create, edit, archive and restore, and assigners only assign access', () => {
    const editor = accessRolesOf(holder('manage-user:edit_all'));
    const assigner = accessRolesOf(holder('manage-user:assign_app_access'));
    for (const action of ['create-user', 'edit-user-info', 'archive-user', 'restore-user'] as const) {
      expect(mayAct(ACCESS_RIGHTS, editor, action, false)).toBe(true);
      expect(mayAct(ACCESS_RIGHTS, assigner, action, false)).toBe(false);
    }
    expect(mayAct(ACCESS_RIGHTS, editor, 'assign-app-access', false)).toBe(false);
    expect(mayAct(ACCESS_RIGHTS, assigner, 'assign-app-access', false)).toBe(true);
    expect(mayAct(ACCESS_RIGHTS, editor, 'open-user-editor', false)).toBe(true);
    expect(mayAct(ACCESS_RIGHTS, assigner, 'open-user-editor', false)).toBe(true);
  });

  it('keeps managing apps and opening blocked apps to control_all', () => {
    const controller = accessRolesOf(holder('manage-app:control_all'));
    expect(mayAct(ACCESS_RIGHTS, controller, 'manage-apps', false)).toBe(true);
    expect(mayAct(ACCESS_RIGHTS, controller, 'open-blocked-app', false)).toBe(true);
    expect(mayAct(ACCESS_RIGHTS, controller, 'create-user', false)).toBe(false);
    expect(mayAct(ACCESS_RIGHTS, accessRolesOf(holder('manage-user:edit_all')), 'manage-apps', false)).toBe(
      false,
    );
  });
});
