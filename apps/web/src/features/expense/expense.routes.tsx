import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/**
 * The expense-management app (storage and expense spec §2, decisions 0027 and 0028). Each screen is loaded
 * when first opened, so the app's code stays out of the first download of everyone else.
 */
export const expenseRoutes: RouteObject[] = [
  {
    path: routes.expenseManagement,
    lazy: async () => ({ Component: (await import('./pages/expense-home-page.tsx')).ExpenseHomePage }),
  },
  {
    path: routes.requestBankTransfer,
    lazy: async () => ({
      Component: (await import('./pages/request-bank-transfer-page.tsx')).RequestBankTransferPage,
    }),
  },
  {
    path: routes.expenseSettings,
    lazy: async () => ({
      Component: (await import('./pages/expense-settings-page.tsx')).ExpenseSettingsPage,
    }),
  },
  {
    path: routes.listBankTransfers,
    lazy: async () => ({ Component: (await import('./pages/all-requests-page.tsx')).AllRequestsPage }),
  },
];
