import { describe, expect, it } from 'vitest';
import { userMessages as m } from '../users/users.messages.ts';
import type { App } from './access.schemas.ts';
import { accessProblem, assignableApps, disabledRoles } from './access-assignment.ts';
import { APP_CATALOGUE, type AppRole } from './apps.catalogue.ts';

const apps: App[] = APP_CATALOGUE.map((app) => ({
  ...app,
  is_active_for_assignment: true,
  is_blocked: false,
}));
const roles = (names: string[], conflicts: Record<string, string[]> = {}): AppRole[] =>
  names.map((meta) => ({ meta, name: meta, conflict: conflicts[meta] ?? [] }));

describe('disabledRoles', () => {
  it('disables a role that names a chosen one, and one a chosen role names', () => {
    // Only 'a' names 'b': the conflict still counts from either side.
    const list = roles(['a', 'b', 'c'], { a: ['b'] });
    expect([...disabledRoles(list, ['a'])]).toEqual(['b']);
    expect([...disabledRoles(list, ['b'])]).toEqual(['a']);
    expect([...disabledRoles(list, ['c'])]).toEqual([]);
    expect([...disabledRoles(list, [])]).toEqual([]);
  });

  it('never disables a chosen role', () => {
    const list = roles(['a', 'b'], { a: ['b'], b: ['a'] });
    expect(disabledRoles(list, ['a', 'b']).size).toBe(0);
  });
});

describe('accessProblem', () => {
  it('accepts roles of assignable apps and an empty list', () => {
    expect(accessProblem([], apps)).toBeNull();
    expect(accessProblem([{ app: 'form-management', role: ['dynamic-form:create_new'] }], apps)).toBeNull();
  });

  it('assigns an app that offers no roles as it is', () => {
    expect(accessProblem([{ app: 'data-management', role: [] }], apps)).toBeNull();
  });

  it('needs a role in every chosen app, and names the app', () => {
    expect(accessProblem([{ app: 'form-management', role: [] }], apps)).toBe(
      m.rolesRequired('Form Management'),
    );
  });

  it('refuses unknown roles, conflicting roles, unknown, repeated and withdrawn apps', () => {
    expect(accessProblem([{ app: 'form-management', role: ['x'] }], apps)).toBe(
      m.unknownRole('x', 'Form Management'),
    );
    const clash = ['bank-transfer:view_all', 'bank-transfer:view_self'];
    expect(accessProblem([{ app: 'expense-management', role: clash }], apps)).toBe(
      m.rolesConflict('bank-transfer:view_all', 'bank-transfer:view_self'),
    );
    expect(accessProblem([{ app: 'nope', role: ['x'] }], apps)).toBe(m.appNotAssignable('nope'));
    const twice = [
      { app: 'form-management', role: ['dynamic-form:create_new'] },
      { app: 'form-management', role: ['dynamic-form:manage_forms'] },
    ];
    expect(accessProblem(twice, apps)).toBe(m.appNotAssignable('form-management'));
    const withdrawn = apps.map((app) =>
      app.app_name === 'form-management' ? { ...app, is_active_for_assignment: false } : app,
    );
    expect(accessProblem([{ app: 'form-management', role: ['dynamic-form:create_new'] }], withdrawn)).toBe(
      m.appNotAssignable('form-management'),
    );
  });

  it('gives storage its roles per folder: at least one folder, roles in each, no conflicts', () => {
    const folder = (roles: string[]) => ({ folder_name: 'Bills', folder_drive_id: 'f1', roles });
    expect(accessProblem([{ app: 'storage', role: [] }], apps)).toBe(m.foldersRequired);
    expect(accessProblem([{ app: 'storage', role: [], folders: [folder([])] }], apps)).toBe(
      m.folderRolesRequired('Bills'),
    );
    expect(
      accessProblem(
        [{ app: 'storage', role: [], folders: [folder(['view_bills:view_all', 'view_bills:view_self'])] }],
        apps,
      ),
    ).toBe(m.rolesConflict('view_bills:view_all', 'view_bills:view_self'));
    expect(
      accessProblem([{ app: 'storage', role: [], folders: [folder(['view_bills:view_all'])] }], apps),
    ).toBeNull();
  });
});

describe('assignableApps', () => {
  it('offers apps active for assignment, storage and expense management among them', () => {
    const names = assignableApps(apps).map((app) => app.app_name);
    expect(names).toEqual([
      'access-management',
      'expense-management',
      'storage',
      'form-management',
      'data-management',
    ]);
    const withdrawn = apps.map((app) => ({
      ...app,
      is_active_for_assignment: app.app_name !== 'data-management',
    }));
    expect(assignableApps(withdrawn).map((app) => app.app_name)).not.toContain('data-management');
  });
});
