import type { RouteObject } from 'react-router';
import { CreateUserPage } from './pages/create-user-page.tsx';
import { ManageUsersPage } from './pages/manage-users-page.tsx';

/** Manage All Users and Create New User. Listed before the placeholders, so a real screen replaces its placeholder. */
export const usersRoutes: RouteObject[] = [
  { path: '/access-management/manage-all-users', element: <ManageUsersPage /> },
  { path: '/access-management/create-new-user', element: <CreateUserPage /> },
];
