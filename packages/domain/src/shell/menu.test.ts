import { describe, expect, it } from 'vitest';
import { APP } from '../access/apps.catalogue.ts';
import type { Actor } from '../access/permissions.ts';
import { menuFor } from './menu.ts';

const base: Actor = {
  id: 'u',
  orgId: 'o',
  isOrgAdmin: false,
  isMasterAdmin: false,
  isCreator: false,
  access: [],
};
const labels = (actor: Actor) => menuFor(actor).map((item) => item.label);

describe('side menu by role', () => {
  it('gives creators the template menu', () => {
    expect(labels({ ...base, isCreator: true, orgId: null })).toEqual([
      'Creator Portal',
      'Template Group',
      'Manage Templates',
    ]);
  });

  it('gives master admins organisation creation, licenses and the apps', () => {
    const items = menuFor({ ...base, isMasterAdmin: true, orgId: null });
    expect(items.map((item) => item.label)).toContain('Create Organization');
    expect(items.map((item) => item.label)).toContain('Manage License');
    expect(items).toContainEqual({ label: 'Manage Apps', path: '/access-management/manage-all-apps' });
  });

  it('gives org admins access, form and data management and templates', () => {
    expect(labels({ ...base, isOrgAdmin: true })).toEqual([
      'Dashboard',
      'Access Management',
      'Form Management',
      'Data Management',
      'Storage',
      'Expense Management',
      'Templates',
    ]);
  });

  it('gives ordinary users only the apps they hold', () => {
    expect(labels(base)).toEqual(['Dashboard']);
    expect(labels({ ...base, access: [{ app: APP.data, role: [] }] })).toEqual([
      'Dashboard',
      'Data Management',
    ]);
  });

  it('shows form-management sub-items by role', () => {
    const user = { ...base, access: [{ app: APP.forms, role: ['dynamic-form:create_new'] }] };
    const forms = menuFor(user).find((item) => item.label === 'Form Management');
    expect(forms?.children?.map((c) => c.label)).toEqual(['Forms', 'Create New Form']);
  });

  it('gives storage users its screens, and Create Folder only to org admins', () => {
    const user = { ...base, access: [{ app: APP.storage, role: [] }] };
    const storage = menuFor(user).find((item) => item.label === 'Storage');
    expect(storage?.children?.map((c) => c.label)).toEqual(['Upload Bills', 'View Bills']);
    const admin = menuFor({ ...base, isOrgAdmin: true }).find((item) => item.label === 'Storage');
    expect(admin?.children?.map((c) => c.label)).toEqual(['Upload Bills', 'View Bills', 'Create Folder']);
  });

  it('gives expense holders its screens: the form to submitters, settings to payee managers', () => {
    const expenseOf = (actor: Actor) =>
      menuFor(actor)
        .find((item) => item.label === 'Expense Management')
        ?.children?.map((c) => c.label);
    const holder = (role: string[]) => ({ ...base, access: [{ app: APP.expense, role }] });
    expect(expenseOf(holder(['bank-transfer:view_self']))).toEqual(['List Bank Transfers']);
    expect(expenseOf(holder(['bank-transfer:submit']))).toEqual([
      'Request Bank Transfer',
      'List Bank Transfers',
    ]);
    expect(expenseOf(holder(['bank-transfer:manage_payees']))).toEqual([
      'List Bank Transfers',
      'Expense Settings',
    ]);
    expect(expenseOf({ ...base, isOrgAdmin: true })).toEqual([
      'Request Bank Transfer',
      'List Bank Transfers',
      'Expense Settings',
    ]);
    expect(expenseOf(base)).toBeUndefined();
  });
});
