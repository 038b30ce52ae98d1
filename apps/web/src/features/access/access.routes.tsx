import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { AccessHomePage } from './pages/access-home-page.tsx';

/** The Access Management home and Manage All Apps. Listed before the placeholders, so a real screen replaces its placeholder. */
export const accessRoutes: RouteObject[] = [{ path: routes.accessManagement, element: <AccessHomePage /> }];
