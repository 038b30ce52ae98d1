import { useRegisterSW } from 'virtual:pwa-register/react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

const HOURLY = 60 * 60 * 1000;

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
  return (
    <Snackbar
      open={needRefresh}
      message="A new version is available"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
        </>
      }
    />
  );
}
