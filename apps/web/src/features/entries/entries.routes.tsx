import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** Data entry and the entries table. Listed before the placeholders. */
export const entriesRoutes: RouteObject[] = [
  // A form card of the Forms list opens its data entry.
  {
    path: routes.formEntry,
    lazy: async () => ({ Component: (await import('./pages/form-entry-page.tsx')).FormEntryPage }),
  },
  {
    path: routes.formData,
    lazy: async () => ({ Component: (await import('./pages/form-data-page.tsx')).FormDataPage }),
  },
  {
    path: routes.formDataOf,
    // Each part loads on its own: the small loader starts the data requests before the page's code is in.
    lazy: {
      loader: async () => (await import('./api/entries-table.loader.ts')).prefetchEntriesTable,
      Component: async () => (await import('./pages/form-data-page.tsx')).FormDataPage,
    },
  },
  // 'View data' and 'Enter data' of a group page: the navigation state's mode picks the screen.
  {
    path: routes.dataGroupForm,
    lazy: async () => ({ Component: (await import('./pages/group-form-page.tsx')).GroupFormPage }),
  },
];
