import type { RouteObject } from 'react-router';
import { CreateUserGroupPage } from './pages/create-user-group-page.tsx';
import { ManageUserGroupsPage } from './pages/manage-user-groups-page.tsx';

/** Create User Group and Manage User Groups. Listed before the placeholders, so a real screen replaces its placeholder. */
export const userGroupsRoutes: RouteObject[] = [
  { path: '/access-management/create-user-group', element: <CreateUserGroupPage /> },
  { path: '/access-management/manage-user-groups', element: <ManageUserGroupsPage /> },
];
