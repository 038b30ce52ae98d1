import type { RouteObject } from 'react-router';
import { APP_HOMES, SCREENS } from './placeholder-screens.ts';

/** App homes and every screen of a later release. */
export const placeholderRoutes: RouteObject[] = [
  ...APP_HOMES.map((home) => ({
    path: `/${home.app}`,
    lazy: async () => {
      const { AppHomePage } = await import('./pages/app-home-page.tsx');
      return { element: <AppHomePage home={home} /> };
    },
  })),
  ...SCREENS.map((screen) => ({
    path: screen.path,
    lazy: async () => {
      const { PlaceholderPage } = await import('./pages/placeholder-page.tsx');
      return { element: <PlaceholderPage screen={screen} /> };
    },
  })),
];
