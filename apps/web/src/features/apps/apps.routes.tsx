import type { RouteObject } from 'react-router';
import { ManageAllAppsPage } from './pages/manage-all-apps-page.tsx';

/** Manage All Apps. Listed before the placeholders, so the real screen replaces its placeholder. */
export const appsRoutes: RouteObject[] = [
  { path: '/access-management/manage-all-apps', element: <ManageAllAppsPage /> },
];
