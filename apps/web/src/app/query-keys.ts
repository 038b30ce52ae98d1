/** Query keys shared by the features and by the live-event listener that invalidates them. */
export const queryKeys = {
  me: ['me'] as const,
  apps: ['apps'] as const,
  orgs: ['orgs'] as const,
  creators: ['creators'] as const,
  users: ['users'] as const,
  pickableUsers: ['users', 'pickable'] as const,
  userGroups: ['user-groups'] as const,
  /** Every forms query (lists, one form, history, catalogue, people) lives under this key. */
  forms: ['forms'] as const,
  form: (formId: string) => ['forms', 'one', formId] as const,
  formHistory: (formId: string) => ['forms', 'one', formId, 'history'] as const,
  formCatalogue: ['forms', 'catalogue'] as const,
  formPeople: ['forms', 'people'] as const,
  /** Form groups and the data-management pages built from them. */
  formGroups: ['form-groups'] as const,
  dataGroups: ['form-groups', 'data'] as const,
  /** Entries of one form: every table page, entry, history and option list of that form. */
  entries: (formId: string) => ['entries', formId] as const,
  /** Creator-side template queries: Manage Templates, Template Groups, one template, its diffs. */
  templates: ['templates'] as const,
  /** The Templates Library of the organisation and its dialogs. */
  templateLibrary: ['template-library'] as const,
  /** Entries of template forms (creators' sample data). */
  templateData: (formId: string) => ['template-data', formId] as const,
  /** Storage: folders (tree and the caller's own) and every file list. */
  storage: ['storage'] as const,
  storageFolders: ['storage', 'folders'] as const,
  storageFiles: ['storage', 'files'] as const,
  /** Expense management: Expense Settings' bank accounts and payees. */
  expense: ['expense'] as const,
  expensePayees: ['expense', 'payees'] as const,
  /** Every request list and request of the expense app. */
  expenseRequests: ['expense', 'requests'] as const,
  licenses: (orgId: string) => ['licenses', orgId] as const,
  /** An organisation's users as the master admin sees them, to set the test-user flag. */
  orgPeople: (orgId: string) => ['licenses', orgId, 'people'] as const,
  /** Under the licenses key: a license change refreshes the organisation's details too. */
  licenseOrganization: (orgId: string) => ['licenses', orgId, 'organization'] as const,
};
