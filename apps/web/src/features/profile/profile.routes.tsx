import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { ProfilePage } from './pages/profile-page.tsx';

/** The profile page. Listed before the placeholders, so a real screen replaces its placeholder. */
export const profileRoutes: RouteObject[] = [{ path: routes.profile, element: <ProfilePage /> }];
