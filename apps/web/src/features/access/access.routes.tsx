import type { RouteObject } from 'react-router';
import { AccessHomePage } from './pages/access-home-page.tsx';

/** The Access Management home and Manage All Apps. Listed before the placeholders, so a real screen replaces its placeholder. */
export const accessRoutes: RouteObject[] = [{ path: '/access-management', element: <AccessHomePage /> }];
