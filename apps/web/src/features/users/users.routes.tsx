import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** Manage All Users and Create New User. Listed before the placeholders, so a real screen replaces its placeholder. */
export const usersRoutes: RouteObject[] = [
  {
    path: routes.manageUsers,
    lazy: async () => ({ Component: (await import('./pages/manage-users-page.tsx')).ManageUsersPage }),
  },
  {
    path: routes.createUser,
    lazy: async () => ({ Component: (await import('./pages/create-user-page.tsx')).CreateUserPage }),
  },
];
