import type { RouteObject } from 'react-router';
import { FormDataPage } from './pages/form-data-page.tsx';
import { FormEntryPage } from './pages/form-entry-page.tsx';
import { GroupFormPage } from './pages/group-form-page.tsx';

/** Data entry and the entries table. Listed before the placeholders. */
export const entriesRoutes: RouteObject[] = [
  // A form card of the Forms list opens its data entry.
  { path: '/form-management/forms/:formId', element: <FormEntryPage /> },
  { path: '/form-management/form-data', element: <FormDataPage /> },
  { path: '/form-management/form-data/:formId', element: <FormDataPage /> },
  // 'View data' and 'Enter data' of a group page: the navigation state's mode picks the screen.
  { path: '/data-management/:formGroupId/:formId', element: <GroupFormPage /> },
];
