import type { RouteObject } from 'react-router';
import { ProfilePage } from './pages/profile-page.tsx';

/** The profile page. Listed before the placeholders, so a real screen replaces its placeholder. */
export const profileRoutes: RouteObject[] = [{ path: '/profile', element: <ProfilePage /> }];
