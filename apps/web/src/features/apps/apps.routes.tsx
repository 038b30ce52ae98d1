import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** Manage All Apps. Listed before the placeholders, so the real screen replaces its placeholder. */
export const appsRoutes: RouteObject[] = [
  {
    path: routes.manageApps,
    lazy: async () => ({ Component: (await import('./pages/manage-all-apps-page.tsx')).ManageAllAppsPage }),
  },
];
