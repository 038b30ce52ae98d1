import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { ExpenseSettingsPage } from './pages/expense-settings-page.tsx';

/** The expense-management app's own screens (decision 0027); the others are still placeholders. */
export const expenseRoutes: RouteObject[] = [
  { path: routes.expenseSettings, element: <ExpenseSettingsPage /> },
  {
    path: '/expense-management/list-bank-transfers',
    lazy: async () => ({ Component: (await import('./pages/all-requests-page.tsx')).AllRequestsPage }),
  },
];
