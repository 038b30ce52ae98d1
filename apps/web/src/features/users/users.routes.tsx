import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { CreateUserPage } from './pages/create-user-page.tsx';
import { ManageUsersPage } from './pages/manage-users-page.tsx';

/** Manage All Users and Create New User. Listed before the placeholders, so a real screen replaces its placeholder. */
export const usersRoutes: RouteObject[] = [
  { path: routes.manageUsers, element: <ManageUsersPage /> },
  { path: routes.createUser, element: <CreateUserPage /> },
];
