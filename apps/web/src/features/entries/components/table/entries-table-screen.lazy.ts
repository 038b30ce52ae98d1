import { lazy } from 'react';

/**
 * The entries table's code, fetched by the table's route loader alongside the page's (decision 0045), so the
 * page draws its heading and the table's frame without waiting for it.
 */
export const loadEntriesTableScreen = () => import('./entries-table-screen.tsx');

export const LazyEntriesTableScreen = lazy(async () => ({
  default: (await loadEntriesTableScreen()).EntriesTableScreen,
}));
