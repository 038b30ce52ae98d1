import type { RouteObject } from 'react-router';
import { AppHomePage } from './pages/app-home-page.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { APP_HOMES, SCREENS } from './placeholder-screens.ts';

/** App homes and every screen of a later release. */
export const placeholderRoutes: RouteObject[] = [
  ...APP_HOMES.map((home) => ({ path: `/${home.app}`, element: <AppHomePage home={home} /> })),
  ...SCREENS.map((screen) => ({ path: screen.path, element: <PlaceholderPage screen={screen} /> })),
];
