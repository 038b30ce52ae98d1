import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** The storage app (storage and expense spec §2). */
export const storageRoutes: RouteObject[] = [
  {
    path: routes.storage,
    lazy: async () => ({ Component: (await import('./pages/storage-home-page.tsx')).StorageHomePage }),
  },
  {
    path: routes.uploadBills,
    lazy: async () => ({ Component: (await import('./pages/upload-bills-page.tsx')).UploadBillsPage }),
  },
  {
    path: routes.viewUploadedBills,
    lazy: async () => ({
      Component: (await import('./pages/view-uploaded-bills-page.tsx')).ViewUploadedBillsPage,
    }),
  },
  {
    path: routes.createFolderPath,
    lazy: async () => ({
      Component: (await import('./pages/create-folder-path-page.tsx')).CreateFolderPathPage,
    }),
  },
];
