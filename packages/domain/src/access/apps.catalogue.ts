/**
 * The apps every Atrium installation starts with, and the roles each one offers. A role's `conflict` list names
 * the roles that may not be held with it; the pickers disable them in both directions.
 */
export interface AppRole {
  meta: string;
  name: string;
  conflict: string[];
}

export interface AppDefinition {
  app_name: string;
  available_access: AppRole[];
  /** Storage roles are given per folder rather than per app. */
  available_folder_access?: AppRole[];
}

export const APP = {
  access: 'access-management',
  expense: 'expense-management',
  storage: 'storage',
  forms: 'form-management',
  data: 'data-management',
} as const;
export type KnownAppName = (typeof APP)[keyof typeof APP];

const role = (meta: string, name: string, conflict: string[] = []): AppRole => ({ meta, name, conflict });

export const APP_CATALOGUE: AppDefinition[] = [
  {
    app_name: APP.access,
    available_access: [
      role('manage-user:edit_all', 'Create and edit users'),
      role('manage-user:assign_app_access', 'Assign app access'),
      role('manage-app:control_all', 'Control all apps'),
    ],
  },
  {
    app_name: APP.expense,
    available_access: [
      role('bank-transfer:submit', 'Submit transfer requests'),
      role('bank-transfer:view_all', 'View all requests', ['bank-transfer:view_self']),
      role('bank-transfer:view_self', 'View own requests', ['bank-transfer:view_all']),
      role('bank-transfer:approve_all', 'Approve all requests', ['bank-transfer:approve_all_not_self']),
      role('bank-transfer:approve_all_not_self', 'Approve requests of others', ['bank-transfer:approve_all']),
      role('bank-transfer:edit_all', 'Edit all requests', ['bank-transfer:edit_self']),
      role('bank-transfer:edit_self', 'Edit own requests', ['bank-transfer:edit_all']),
      role('bank-transfer:manage_payees', 'Manage payees and accounts'),
    ],
  },
  {
    app_name: APP.storage,
    available_access: [],
    available_folder_access: [
      role('view_bills:view_all', 'View All', ['view_bills:view_self']),
      role('view_bills:view_self', 'View Self', ['view_bills:view_all']),
      role('view_bills:edit_all', 'Edit All', ['view_bills:edit_self']),
      role('view_bills:edit_self', 'Edit Self', ['view_bills:edit_all']),
    ],
  },
  {
    app_name: APP.forms,
    available_access: [
      role('dynamic-form:view_form_data', 'View form data'),
      role('dynamic-form:create_new', 'Create new forms'),
      role('dynamic-form:manage_forms', 'Manage forms'),
      role('dynamic-form:create_form_group', 'Create form groups'),
      role('dynamic-form:manage_form_groups', 'Manage form groups'),
    ],
  },
  {
    // The specification names no roles for data management: what a user may do with data is set per form.
    app_name: APP.data,
    available_access: [],
  },
];

/**
 * Apps hidden from assignment lists and regular users' dashboards. The spec hid storage and expense
 * management (platform §3); Atrium assigns storage, per folder, since its app was built (docs/decisions/0026),
 * and expense management since its request form and list were (docs/decisions/0028). An app added before its
 * screens are ready is listed here until they are.
 */
export const HIDDEN_APPS: readonly string[] = [];

/** 'form-management' becomes 'Form Management'. */
export function appTitle(appName: string): string {
  return appName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
