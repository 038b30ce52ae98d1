import { APP } from '../access/apps.catalogue.ts';
import { type Actor, hasApp, hasRole } from '../access/permissions.ts';
import { EXPENSE_ROLE } from '../expense/expense-rights.ts';
import { FORM_ROLE, type FormRole, hasFormRole } from '../forms/form-permissions.ts';

export interface MenuItem {
  label: string;
  path: string;
  children?: MenuItem[];
}

function formManagementItems(actor: Actor): MenuItem[] {
  const may = (role: FormRole) => hasFormRole(actor, role);
  const items: Array<[boolean, MenuItem]> = [
    [true, { label: 'Forms', path: '/form-management/forms' }],
    [may(FORM_ROLE.viewData), { label: 'Form Data', path: '/form-management/form-data' }],
    [may(FORM_ROLE.createForm), { label: 'Create New Form', path: '/form-management/create-new-form' }],
    [may(FORM_ROLE.manageForms), { label: 'Manage All Forms', path: '/form-management/manage-all-forms' }],
    [may(FORM_ROLE.createGroup), { label: 'Create Form Group', path: '/form-management/create-form-group' }],
    [
      may(FORM_ROLE.manageGroups),
      { label: 'Manage Form Groups', path: '/form-management/manage-form-groups' },
    ],
  ];
  return items.filter(([allowed]) => allowed).map(([, item]) => item);
}

/** Storage's screens (storage spec §2); only org admins create folders (docs/decisions/0026). */
function storageItems(actor: Actor): MenuItem[] {
  const items: MenuItem[] = [
    { label: 'Upload Bills', path: '/storage/upload-bills' },
    { label: 'View Bills', path: '/storage/view-uploaded-bills' },
  ];
  if (actor.isOrgAdmin) items.push({ label: 'Create Folder', path: '/storage/create-path' });
  return items;
}

/**
 * Expense management's screens (storage and expense spec §2): the request form to submitters, the list to
 * every holder of the app (it says what each may see), Expense Settings to those who keep payees (decision 0027).
 */
function expenseItems(actor: Actor): MenuItem[] {
  const may = (role: string) => actor.isOrgAdmin || hasRole(actor, APP.expense, role);
  const items: Array<[boolean, MenuItem]> = [
    [
      may(EXPENSE_ROLE.submit),
      { label: 'Request Bank Transfer', path: '/expense-management/request-bank-transfer' },
    ],
    [true, { label: 'List Bank Transfers', path: '/expense-management/list-bank-transfers' }],
    [may(EXPENSE_ROLE.managePayees), { label: 'Expense Settings', path: '/expense-management/settings' }],
  ];
  return items.filter(([allowed]) => allowed).map(([, item]) => item);
}

/** The side menu of platform §2 "Menu by role". Dashboard always comes first. */
export function menuFor(actor: Actor): MenuItem[] {
  const dashboard: MenuItem = { label: 'Dashboard', path: '/' };
  if (actor.isCreator && !actor.isMasterAdmin && !actor.isOrgAdmin) {
    return [
      { label: 'Creator Portal', path: '/creator-portal' },
      { label: 'Template Group', path: '/template-group' },
      { label: 'Manage Templates', path: '/manage-templates' },
    ];
  }
  if (actor.isMasterAdmin && !actor.isOrgAdmin && !actor.isCreator) {
    return [
      { label: 'Create Organization', path: '/create-new-organization' },
      { label: 'Manage License', path: '/manage-license' },
      { label: 'Manage Apps', path: '/access-management/manage-all-apps' },
      { label: 'Creators', path: '/master-home-page' },
    ];
  }
  const items: MenuItem[] = [dashboard];
  const sees = (app: string) => actor.isOrgAdmin || hasApp(actor, app);
  if (sees(APP.access)) items.push({ label: 'Access Management', path: '/access-management' });
  if (sees(APP.forms)) {
    items.push({ label: 'Form Management', path: '/form-management', children: formManagementItems(actor) });
  }
  if (sees(APP.data)) items.push({ label: 'Data Management', path: '/data-management' });
  if (sees(APP.storage)) {
    items.push({ label: 'Storage', path: '/storage', children: storageItems(actor) });
  }
  if (sees(APP.expense)) {
    items.push({ label: 'Expense Management', path: '/expense-management', children: expenseItems(actor) });
  }
  if (actor.isOrgAdmin && !actor.isMasterAdmin) items.push({ label: 'Templates', path: '/templates' });
  return items;
}
