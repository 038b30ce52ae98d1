import { describe, expect, it } from 'vitest';
import { APP, APP_CATALOGUE } from '../access/apps.catalogue.ts';
import { catalogueProblems, mayAct, reachOf } from '../access/scoped-rights.ts';
import { FORM_ROLE, hasFormRole } from './form-permissions.ts';
import { FORM_MANAGEMENT_RIGHTS, type FormManagementAction, formRolesOf } from './form-rights.ts';

const catalogue = APP_CATALOGUE.find((app) => app.app_name === APP.forms)?.available_access ?? [];
const holder = (...role: string[]) => ({
  id: 'u1',
  orgId: 'org00001',
  isOrgAdmin: false,
  isMasterAdmin: false,
  isCreator: false,
  access: [{ app: APP.forms, role }],
});

describe('form-management rights', () => {
  it('answers for exactly the roles of the catalogue, none of which conflict', () => {
    expect(catalogueProblems(FORM_MANAGEMENT_RIGHTS, catalogue)).toEqual([]);
  });

  it('gives an org admin every role', () => {
    const admin = { ...holder(), isOrgAdmin: true };
    expect(formRolesOf(admin)).toEqual(Object.values(FORM_ROLE));
  });

  it('opens each tile with its own role, as hasFormRole does', () => {
    const tiles: Array<[FormManagementAction, (typeof FORM_ROLE)[keyof typeof FORM_ROLE]]> = [
      ['open-form-data', FORM_ROLE.viewData],
      ['create-form', FORM_ROLE.createForm],
      ['manage-all-forms', FORM_ROLE.manageForms],
      ['create-form-group', FORM_ROLE.createGroup],
      ['manage-form-groups', FORM_ROLE.manageGroups],
    ];
    for (const [action, role] of tiles) {
      for (const held of Object.values(FORM_ROLE)) {
        const actor = holder(held);
        expect(mayAct(FORM_MANAGEMENT_RIGHTS, formRolesOf(actor), action, false)).toBe(
          hasFormRole(actor, role),
        );
      }
    }
  });

  it('lets builders and managers read any form, and only managers list every form', () => {
    expect(reachOf(FORM_MANAGEMENT_RIGHTS, [FORM_ROLE.createForm], 'read-any-form')).toBe('all');
    expect(reachOf(FORM_MANAGEMENT_RIGHTS, [FORM_ROLE.manageForms], 'read-any-form')).toBe('all');
    expect(reachOf(FORM_MANAGEMENT_RIGHTS, [FORM_ROLE.viewData], 'read-any-form')).toBe('none');
    expect(reachOf(FORM_MANAGEMENT_RIGHTS, [FORM_ROLE.createForm], 'list-every-form')).toBe('none');
    expect(reachOf(FORM_MANAGEMENT_RIGHTS, [FORM_ROLE.manageForms], 'list-every-form')).toBe('all');
    expect(reachOf(FORM_MANAGEMENT_RIGHTS, [FORM_ROLE.manageForms], 'copy-fields')).toBe('all');
    expect(reachOf(FORM_MANAGEMENT_RIGHTS, [FORM_ROLE.createGroup], 'copy-fields')).toBe('none');
  });
});
