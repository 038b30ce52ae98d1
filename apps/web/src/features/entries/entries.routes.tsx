import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { FormDataPage } from './pages/form-data-page.tsx';
import { FormEntryPage } from './pages/form-entry-page.tsx';
import { GroupFormPage } from './pages/group-form-page.tsx';

/** Data entry and the entries table. Listed before the placeholders. */
export const entriesRoutes: RouteObject[] = [
  // A form card of the Forms list opens its data entry.
  { path: routes.formEntry, element: <FormEntryPage /> },
  { path: routes.formData, element: <FormDataPage /> },
  { path: routes.formDataOf, element: <FormDataPage /> },
  // 'View data' and 'Enter data' of a group page: the navigation state's mode picks the screen.
  { path: routes.dataGroupForm, element: <GroupFormPage /> },
];
