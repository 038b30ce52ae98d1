import { Outlet } from 'react-router';
import { InstallDialog } from './install-dialog.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PwaUpdateSnackbar } from './pwa-update-snackbar.tsx';

/** Around every page, signed in or not: connection banner, update notice and install offer. */
export function RootLayout() {
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <PwaUpdateSnackbar />
      <InstallDialog />
    </>
  );
}
