import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { CreateFormGroupPage } from './pages/create-form-group-page.tsx';
import { CreateFormPage } from './pages/create-form-page.tsx';
import { DataGroupPage } from './pages/data-group-page.tsx';
import { DataManagementPage } from './pages/data-management-page.tsx';
import { EditFormFieldsPage } from './pages/edit-form-fields-page.tsx';
import { FormManagementHomePage } from './pages/form-management-home-page.tsx';
import { FormsListPage } from './pages/forms-list-page.tsx';
import { ManageFormGroupsPage } from './pages/manage-form-groups-page.tsx';
import { ManageFormsPage } from './pages/manage-forms-page.tsx';

/** The form-management side and the data-management landing and group pages. Listed before the placeholders. */
export const formsRoutes: RouteObject[] = [
  { path: routes.formManagement, element: <FormManagementHomePage /> },
  { path: routes.forms, element: <FormsListPage /> },
  { path: routes.createForm, element: <CreateFormPage /> },
  { path: routes.manageForms, element: <ManageFormsPage /> },
  { path: routes.formFieldConfig, element: <EditFormFieldsPage /> },
  { path: routes.createFormGroup, element: <CreateFormGroupPage /> },
  { path: routes.manageFormGroups, element: <ManageFormGroupsPage /> },
  { path: routes.dataManagement, element: <DataManagementPage /> },
  { path: routes.dataGroup, element: <DataGroupPage /> },
];
