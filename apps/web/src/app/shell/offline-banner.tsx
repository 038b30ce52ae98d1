import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Follows the connection: shown while the device is offline, gone when it returns. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      component="aside"
      aria-label="Connection status"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.snackbar + 1 }}
    >
      {/* The standard variant: white text on the filled warning orange is below the 4.5:1 contrast minimum. */}
      <Alert severity="warning" role="status" sx={{ borderRadius: 0, boxShadow: 2 }}>
        You are offline. Changes will sync when the connection returns.
      </Alert>
    </Box>
  );
}
