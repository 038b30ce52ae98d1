import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { MasterOnly } from '../../app/routes/master-only.tsx';

/** Manage License (master admin). Listed before the placeholders, so the real screen replaces its placeholder. */
export const licensesRoutes: RouteObject[] = [
  {
    path: routes.manageLicense,
    lazy: async () => {
      const { ManageLicensePage } = await import('./pages/manage-license-page.tsx');
      return {
        element: (
          <MasterOnly>
            <ManageLicensePage />
          </MasterOnly>
        ),
      };
    },
  },
];
