import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { ManageAllAppsPage } from './pages/manage-all-apps-page.tsx';

/** Manage All Apps. Listed before the placeholders, so the real screen replaces its placeholder. */
export const appsRoutes: RouteObject[] = [{ path: routes.manageApps, element: <ManageAllAppsPage /> }];
