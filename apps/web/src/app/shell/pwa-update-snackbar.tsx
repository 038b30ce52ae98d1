import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazy, Suspense } from 'react';

const HOURLY = 60 * 60 * 1000;

// The notice's code loads only when a new version is waiting, not with the first screen.
const UpdateAvailableSnackbar = lazy(async () => ({
  default: (await import('./update-available-snackbar.tsx')).UpdateAvailableSnackbar,
}));

/** Offers the new version when a service worker update is waiting; reloading activates it. */
export function PwaUpdateSnackbar() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      // Long-lived tabs and installed apps look for a new version every hour.
      if (registration) setInterval(() => void registration.update(), HOURLY);
    },
  });
  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateAvailableSnackbar
        onReload={() => void updateServiceWorker(true)}
        onLater={() => setNeedRefresh(false)}
      />
    </Suspense>
  );
}
