import { generatePath } from 'react-router';

/**
 * Every route of the app as the router declares it. A screen links with `paths` below; only the router and the
 * menu icons read these patterns. The addresses are the specification's: change one only with the spec.
 */
export const routes = {
  home: '/',
  login: '/login',
  adminLogin: '/login/admin',
  creatorLogin: '/login/creator-login',
  orgLogin: '/login/:orgId',
  masterHome: '/master-home-page',
  createOrganization: '/create-new-organization',
  manageLicense: '/manage-license',
  creatorPortal: '/creator-portal',
  templateGroups: '/template-group',
  manageTemplates: '/manage-templates',
  templatesLibrary: '/templates',
  enterTemplateData: '/enter-template-data',
  templateFormData: '/template-form-data',
  profile: '/profile',
  accessManagement: '/access-management',
  manageApps: '/access-management/manage-all-apps',
  manageUsers: '/access-management/manage-all-users',
  createUser: '/access-management/create-new-user',
  manageUserGroups: '/access-management/manage-user-groups',
  createUserGroup: '/access-management/create-user-group',
  formManagement: '/form-management',
  forms: '/form-management/forms',
  formEntry: '/form-management/forms/:formId',
  formData: '/form-management/form-data',
  formDataOf: '/form-management/form-data/:formId',
  createForm: '/form-management/create-new-form',
  manageForms: '/form-management/manage-all-forms',
  // Not named by the specification: the builder opened on a saved form from Manage All Forms (decision 0012).
  formFieldConfig: '/form-management/manage-all-forms/:formId/field-config',
  createFormGroup: '/form-management/create-form-group',
  manageFormGroups: '/form-management/manage-form-groups',
  storage: '/storage',
  uploadBills: '/storage/upload-bills',
  viewUploadedBills: '/storage/view-uploaded-bills',
  createFolderPath: '/storage/create-path',
  expenseManagement: '/expense-management',
  requestBankTransfer: '/expense-management/request-bank-transfer',
  listBankTransfers: '/expense-management/list-bank-transfers',
  // Not named by the specification: bank accounts, parties and individuals (decision 0027).
  expenseSettings: '/expense-management/settings',
  dataManagement: '/data-management',
  dataGroup: '/data-management/:formGroupId',
  dataGroupForm: '/data-management/:formGroupId/:formId',
} as const;

/** Where a link goes: the fixed routes as they are, the routes with parameters as typed builders. */
export const paths = {
  ...routes,
  formEntry: (formId: string) => generatePath(routes.formEntry, { formId }),
  formDataOf: (formId: string) => generatePath(routes.formDataOf, { formId }),
  formFieldConfig: (formId: string) => generatePath(routes.formFieldConfig, { formId }),
  dataGroup: (formGroupId: string) => generatePath(routes.dataGroup, { formGroupId }),
  creatorPortalOf: (templateId: string) =>
    `${routes.creatorPortal}?templateId=${encodeURIComponent(templateId)}`,
  manageTemplatesOf: (templateId: string) =>
    `${routes.manageTemplates}?templateId=${encodeURIComponent(templateId)}`,
  enterTemplateDataOf: (templateId: string, formId: string) =>
    `${routes.enterTemplateData}?${new URLSearchParams({ templateId, formId })}`,
  templateFormDataOf: (templateId: string, formId: string) =>
    `${routes.templateFormData}?${new URLSearchParams({ templateId, formId })}`,
  dataGroupForm: (formGroupId: string, formId: string) =>
    generatePath(routes.dataGroupForm, { formGroupId, formId }),
} as const;
