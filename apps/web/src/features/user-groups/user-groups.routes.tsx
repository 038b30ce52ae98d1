import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { CreateUserGroupPage } from './pages/create-user-group-page.tsx';
import { ManageUserGroupsPage } from './pages/manage-user-groups-page.tsx';

/** Create User Group and Manage User Groups. Listed before the placeholders, so a real screen replaces its placeholder. */
export const userGroupsRoutes: RouteObject[] = [
  { path: routes.createUserGroup, element: <CreateUserGroupPage /> },
  { path: routes.manageUserGroups, element: <ManageUserGroupsPage /> },
];
