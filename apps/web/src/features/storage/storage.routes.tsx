import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { CreateFolderPathPage } from './pages/create-folder-path-page.tsx';
import { StorageHomePage } from './pages/storage-home-page.tsx';
import { UploadBillsPage } from './pages/upload-bills-page.tsx';
import { ViewUploadedBillsPage } from './pages/view-uploaded-bills-page.tsx';

/** The storage app (storage and expense spec §2). */
export const storageRoutes: RouteObject[] = [
  { path: routes.storage, element: <StorageHomePage /> },
  { path: routes.uploadBills, element: <UploadBillsPage /> },
  { path: routes.viewUploadedBills, element: <ViewUploadedBillsPage /> },
  { path: routes.createFolderPath, element: <CreateFolderPathPage /> },
];
