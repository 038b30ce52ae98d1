import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** The Access Management home and Manage All Apps. Listed before the placeholders, so a real screen replaces its placeholder. */
export const accessRoutes: RouteObject[] = [
  {
    path: routes.accessManagement,
    lazy: async () => ({ Component: (await import('./pages/access-home-page.tsx')).AccessHomePage }),
  },
];
