import { describe, expect, it } from 'vitest';
import { APP, APP_CATALOGUE, appTitle } from './apps.catalogue.ts';
import { type Actor, hasPermission, mayOpenBlockedApp, primaryRole, visibleAppNames } from './permissions.ts';

const ALL = APP_CATALOGUE.map((app) => app.app_name);

function actor(overrides: Partial<Actor> = {}): Actor {
  return {
    id: 'u1',
    orgId: 'org00001',
    isOrgAdmin: false,
    isMasterAdmin: false,
    isCreator: false,
    access: [],
    ...overrides,
  };
}

describe('visible apps', () => {
  it('shows org admins every app', () => {
    expect(visibleAppNames(actor({ isOrgAdmin: true }), ALL)).toEqual(ALL);
  });

  it('shows regular users their own apps, storage and expense management among them', () => {
    const user = actor({
      access: [
        { app: APP.forms, role: [] },
        { app: APP.storage, role: [] },
        { app: APP.expense, role: ['bank-transfer:submit'] },
      ],
    });
    expect(visibleAppNames(user, ALL)).toEqual(
      ALL.filter((app) => app === APP.forms || app === APP.storage || app === APP.expense),
    );
  });

  it('shows nothing to a user with no access', () => {
    expect(visibleAppNames(actor(), ALL)).toEqual([]);
  });
});

describe('access-management permissions', () => {
  it('grants org admins every permission', () => {
    const admin = actor({ isOrgAdmin: true });
    expect(hasPermission(admin, 'manage-user:edit_all')).toBe(true);
    expect(hasPermission(admin, 'manage-app:control_all')).toBe(true);
  });

  it('grants others only the roles they hold in access management', () => {
    const user = actor({ access: [{ app: APP.access, role: ['manage-user:edit_all'] }] });
    expect(hasPermission(user, 'manage-user:edit_all')).toBe(true);
    expect(hasPermission(user, 'manage-user:assign_app_access')).toBe(false);
  });

  it('does not accept an access-management role held under another app', () => {
    const user = actor({ access: [{ app: APP.forms, role: ['manage-app:control_all'] }] });
    expect(mayOpenBlockedApp(user)).toBe(false);
  });

  it('lets org admins and control_all holders open blocked apps', () => {
    expect(mayOpenBlockedApp(actor({ isOrgAdmin: true }))).toBe(true);
    expect(
      mayOpenBlockedApp(actor({ access: [{ app: APP.access, role: ['manage-app:control_all'] }] })),
    ).toBe(true);
    expect(mayOpenBlockedApp(actor())).toBe(false);
  });
});

describe('primary role', () => {
  it('puts org admin first, then creator, then master admin', () => {
    expect(primaryRole(actor({ isOrgAdmin: true, isMasterAdmin: true }))).toBe('org-admin');
    expect(primaryRole(actor({ isCreator: true }))).toBe('creator');
    expect(primaryRole(actor({ isMasterAdmin: true }))).toBe('master-admin');
    expect(primaryRole(actor())).toBe('user');
  });
});

describe('app catalogue', () => {
  it('titles apps from their ids', () => {
    expect(appTitle('form-management')).toBe('Form Management');
    expect(appTitle('storage')).toBe('Storage');
  });

  it('declares every conflict in both directions', () => {
    for (const app of APP_CATALOGUE) {
      const roles = [...app.available_access, ...(app.available_folder_access ?? [])];
      for (const role of roles) {
        for (const other of role.conflict) {
          const partner = roles.find((r) => r.meta === other);
          expect(partner?.conflict, `${other} should conflict with ${role.meta}`).toContain(role.meta);
        }
      }
    }
  });
});
