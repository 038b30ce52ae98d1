import { APP } from '../access/apps.catalogue.ts';
import { type Actor, rolesIn } from '../access/permissions.ts';
import { everyRole, type RightsTable } from '../access/scoped-rights.ts';
import { FORM_ROLE, type FormRole } from './form-permissions.ts';

export type FormManagementAction =
  | 'open-form-data'
  | 'create-form'
  | 'list-every-form'
  | 'read-any-form'
  | 'manage-all-forms'
  | 'copy-fields'
  | 'create-form-group'
  | 'manage-form-groups';

// Short names keep each action on one line, so the table reads as a matrix.
const { viewData: V, createForm: C, manageForms: M, createGroup: CG, manageGroups: MG } = FORM_ROLE;

/**
 * The form-management roles (forms spec §6). What a user may do with one form (configure it, enter or view
 * its data) is set on the form itself: form-permissions.ts and entries/data-rights.ts.
 */
export const FORM_MANAGEMENT_RIGHTS: RightsTable<FormRole, FormManagementAction> = {
  'open-form-data': { [V]: 'all', [C]: 'none', [M]: 'none', [CG]: 'none', [MG]: 'none' },
  'create-form': { [V]: 'none', [C]: 'all', [M]: 'none', [CG]: 'none', [MG]: 'none' },
  // The Forms cards list every live form for form managers; others see the forms they take part in.
  'list-every-form': { [V]: 'none', [C]: 'none', [M]: 'all', [CG]: 'none', [MG]: 'none' },
  // Form builders and managers may open any form, as anyone named in one of its lists may open that one.
  'read-any-form': { [V]: 'none', [C]: 'all', [M]: 'all', [CG]: 'none', [MG]: 'none' },
  'manage-all-forms': { [V]: 'none', [C]: 'none', [M]: 'all', [CG]: 'none', [MG]: 'none' },
  // Copy Fields and foreign keys read every form's fields, for whoever builds forms.
  'copy-fields': { [V]: 'none', [C]: 'all', [M]: 'all', [CG]: 'none', [MG]: 'none' },
  'create-form-group': { [V]: 'none', [C]: 'none', [M]: 'none', [CG]: 'all', [MG]: 'none' },
  'manage-form-groups': { [V]: 'none', [C]: 'none', [M]: 'none', [CG]: 'none', [MG]: 'all' },
};

/** The form-management roles the actor holds: every one for an org admin. */
export function formRolesOf(actor: Pick<Actor, 'isOrgAdmin' | 'access'>): string[] {
  return actor.isOrgAdmin ? everyRole(FORM_MANAGEMENT_RIGHTS) : rolesIn(actor, APP.forms);
}
