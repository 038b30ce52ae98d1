import { RESET_PASSWORD_PAGE } from '@atrium/domain/auth/auth.contract.ts';
import { createBrowserRouter } from 'react-router';
import { accessRoutes } from '../features/access/access.routes.tsx';
import { AccessGate } from '../features/access/components/access-gate.tsx';
import { appsRoutes } from '../features/apps/apps.routes.tsx';
import { AdminSignInPage } from '../features/auth/pages/admin-sign-in-page.tsx';
import { CreatorSignInPage } from '../features/auth/pages/creator-sign-in-page.tsx';
import { OrgSignInPage } from '../features/auth/pages/org-sign-in-page.tsx';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page.tsx';
import { entriesRoutes } from '../features/entries/entries.routes.tsx';
import { expenseRoutes } from '../features/expense/expense.routes.tsx';
import { formsRoutes } from '../features/forms/forms.routes.tsx';
import { licensesRoutes } from '../features/orgs/licenses.routes.tsx';
import { CreateOrganizationPage } from '../features/orgs/pages/create-organization-page.tsx';
import { NotFoundPage } from '../features/placeholders/pages/not-found-page.tsx';
import { placeholderRoutes } from '../features/placeholders/placeholder.routes.tsx';
import { profileRoutes } from '../features/profile/profile.routes.tsx';
import { storageRoutes } from '../features/storage/storage.routes.tsx';
import { templatesRoutes } from '../features/templates/templates.routes.tsx';
import { userGroupsRoutes } from '../features/user-groups/user-groups.routes.tsx';
import { usersRoutes } from '../features/users/users.routes.tsx';
import { routes } from './paths.ts';
import { HomeRoute } from './routes/home-route.tsx';
import { MasterHomeRoute } from './routes/master-home-route.tsx';
import { MasterOnly } from './routes/master-only.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { RouteErrorScreen } from './shell/error-boundary.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { PublicOnlyRoute, RequireAuth } from './shell/route-guards.tsx';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: RESET_PASSWORD_PAGE, element: <ResetPasswordPage /> },
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: routes.login, element: <OrgSignInPage /> },
          { path: routes.adminLogin, element: <AdminSignInPage /> },
          { path: routes.creatorLogin, element: <CreatorSignInPage /> },
          { path: routes.orgLogin, element: <OrgSignInPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <HomeRoute /> },
              {
                path: routes.createOrganization,
                element: (
                  <MasterOnly>
                    <CreateOrganizationPage />
                  </MasterOnly>
                ),
              },
              { path: routes.masterHome, element: <MasterHomeRoute /> },
              {
                element: <AccessGate />,
                children: [...accessRoutes, ...appsRoutes, ...usersRoutes, ...userGroupsRoutes],
              },
              ...licensesRoutes,
              ...profileRoutes,
              ...formsRoutes,
              ...entriesRoutes,
              ...templatesRoutes,
              ...storageRoutes,
              ...expenseRoutes,
              ...placeholderRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
