import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { AppHomePage } from './pages/app-home-page.tsx';
import { CreatorPortalPage } from './pages/creator-portal-page.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { APP_HOMES, SCREENS } from './placeholder-screens.ts';

/** App homes, the creator portal and every screen of a later release. */
export const placeholderRoutes: RouteObject[] = [
  ...APP_HOMES.map((home) => ({ path: `/${home.app}`, element: <AppHomePage home={home} /> })),
  ...SCREENS.map((screen) => ({ path: screen.path, element: <PlaceholderPage screen={screen} /> })),
  { path: routes.creatorPortal, element: <CreatorPortalPage /> },
];
