import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** The form-management side and the data-management landing and group pages. Listed before the placeholders. */
export const formsRoutes: RouteObject[] = [
  {
    path: routes.formManagement,
    lazy: async () => ({
      Component: (await import('./pages/form-management-home-page.tsx')).FormManagementHomePage,
    }),
  },
  {
    path: routes.forms,
    lazy: async () => ({ Component: (await import('./pages/forms-list-page.tsx')).FormsListPage }),
  },
  {
    path: routes.createForm,
    lazy: async () => ({ Component: (await import('./pages/create-form-page.tsx')).CreateFormPage }),
  },
  {
    path: routes.manageForms,
    lazy: async () => ({ Component: (await import('./pages/manage-forms-page.tsx')).ManageFormsPage }),
  },
  {
    path: routes.formFieldConfig,
    lazy: async () => ({ Component: (await import('./pages/edit-form-fields-page.tsx')).EditFormFieldsPage }),
  },
  {
    path: routes.createFormGroup,
    lazy: async () => ({
      Component: (await import('./pages/create-form-group-page.tsx')).CreateFormGroupPage,
    }),
  },
  {
    path: routes.manageFormGroups,
    lazy: async () => ({
      Component: (await import('./pages/manage-form-groups-page.tsx')).ManageFormGroupsPage,
    }),
  },
  {
    path: routes.dataManagement,
    lazy: async () => ({ Component: (await import('./pages/data-management-page.tsx')).DataManagementPage }),
  },
  {
    path: routes.dataGroup,
    lazy: async () => ({ Component: (await import('./pages/data-group-page.tsx')).DataGroupPage }),
  },
];
