import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** The profile page. Listed before the placeholders, so a real screen replaces its placeholder. */
export const profileRoutes: RouteObject[] = [
  {
    path: routes.profile,
    lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }),
  },
];
