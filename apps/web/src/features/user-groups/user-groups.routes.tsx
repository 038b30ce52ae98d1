import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** Create User Group and Manage User Groups. Listed before the placeholders, so a real screen replaces its placeholder. */
export const userGroupsRoutes: RouteObject[] = [
  {
    path: routes.createUserGroup,
    lazy: async () => ({
      Component: (await import('./pages/create-user-group-page.tsx')).CreateUserGroupPage,
    }),
  },
  {
    path: routes.manageUserGroups,
    lazy: async () => ({
      Component: (await import('./pages/manage-user-groups-page.tsx')).ManageUserGroupsPage,
    }),
  },
];
