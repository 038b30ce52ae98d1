import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { MasterOnly } from '../../app/routes/master-only.tsx';
import { ManageLicensePage } from './pages/manage-license-page.tsx';

/** Manage License (master admin). Listed before the placeholders, so the real screen replaces its placeholder. */
export const licensesRoutes: RouteObject[] = [
  {
    path: routes.manageLicense,
    element: (
      <MasterOnly>
        <ManageLicensePage />
      </MasterOnly>
    ),
  },
];
