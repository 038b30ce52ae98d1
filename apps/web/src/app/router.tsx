import { RESET_PASSWORD_PAGE } from '@atrium/domain/auth/auth.contract.ts';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { accessRoutes } from '../features/access/access.routes.tsx';
import { AccessGate } from '../features/access/components/access-gate.tsx';
import { appsRoutes } from '../features/apps/apps.routes.tsx';
import { entriesRoutes } from '../features/entries/entries.routes.tsx';
import { expenseRoutes } from '../features/expense/expense.routes.tsx';
import { formsRoutes } from '../features/forms/forms.routes.tsx';
import { licensesRoutes } from '../features/orgs/licenses.routes.tsx';
import { placeholderRoutes } from '../features/placeholders/placeholder.routes.tsx';
import { profileRoutes } from '../features/profile/profile.routes.tsx';
import { storageRoutes } from '../features/storage/storage.routes.tsx';
import { templatesRoutes } from '../features/templates/templates.routes.tsx';
import { userGroupsRoutes } from '../features/user-groups/user-groups.routes.tsx';
import { usersRoutes } from '../features/users/users.routes.tsx';
import { routes } from './paths.ts';
import { preloadHomePage } from './routes/home-pages.ts';
import { toSignInPage } from './routes/sign-in-page.ts';
import { RouteErrorScreen } from './shell/error-boundary.tsx';
import { LoadingScreen } from './shell/loading-screen.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { RequireAuth } from './shell/route-guards.tsx';

// Every screen is loaded when it is first opened (route `lazy`, decision 0037): the first download holds only
// the router, the guards and the theme, and each screen brings its own libraries.

/** The app's routes; the router over them is made when the app starts (`createAppRouter`). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // The first screen's code is still on its way: the same wait the session check shows, so nothing jumps.
    hydrateFallbackElement: <LoadingScreen label={authMessages.loadingAuthentication} />,
    children: [
      {
        path: RESET_PASSWORD_PAGE,
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      // The sign-in pages are a page of their own (signin.html, decision 0039): the app goes there in full.
      ...[routes.login, routes.adminLogin, routes.creatorLogin, routes.orgLogin].map((path) => ({
        path,
        loader: toSignInPage,
      })),
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell }),
            children: [
              {
                index: true,
                lazy: async () => {
                  // The role's page is fetched alongside the route's own code, once the session answers.
                  void preloadHomePage();
                  return { Component: (await import('./routes/home-route.tsx')).HomeRoute };
                },
              },
              {
                path: routes.createOrganization,
                lazy: async () => ({
                  Component: (await import('./routes/create-organization-route.tsx')).CreateOrganizationRoute,
                }),
              },
              {
                path: routes.masterHome,
                lazy: async () => ({
                  Component: (await import('./routes/master-home-route.tsx')).MasterHomeRoute,
                }),
              },
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
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/placeholders/pages/not-found-page.tsx')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The app's router. Made by start.tsx in a task after the app's code is evaluated, not when this module is: it
 * starts the first navigation (its matching, loaders and the screen's code), work that made that evaluation,
 * one long task of a slow phone's main thread, longer still.
 */
export const createAppRouter = () => createBrowserRouter(appRoutes);
