import type { RouteObject } from 'react-router';
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
  { path: '/form-management', element: <FormManagementHomePage /> },
  { path: '/form-management/forms', element: <FormsListPage /> },
  { path: '/form-management/create-new-form', element: <CreateFormPage /> },
  { path: '/form-management/manage-all-forms', element: <ManageFormsPage /> },
  // Not named by the specification: the builder opened on a saved form from Manage All Forms (decision 0012).
  { path: '/form-management/manage-all-forms/:formId/field-config', element: <EditFormFieldsPage /> },
  { path: '/form-management/create-form-group', element: <CreateFormGroupPage /> },
  { path: '/form-management/manage-form-groups', element: <ManageFormGroupsPage /> },
  { path: '/data-management', element: <DataManagementPage /> },
  { path: '/data-management/:formGroupId', element: <DataGroupPage /> },
];
