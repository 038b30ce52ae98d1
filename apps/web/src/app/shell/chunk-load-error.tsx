import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { OfflineBanner, useOnline } from './offline-banner.tsx';
import { WaitingForConnection } from './route-guards.tsx';

// What each browser says when a screen's code cannot be fetched (Chromium, Firefox, Safari).
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload/i;

/**
 * A screen's code failed to load: after a release the old chunk names are gone from the server, or the
 * connection dropped before the screen was ever opened. Trying again in place cannot help (the failed import
 * is remembered), a reload fetches the current version.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * Offline, the code could not come: the offline banner and the wait the session check shows, and a reload as
 * soon as the connection returns, which fetches what failed.
 */
export function ChunkLoadErrorScreen() {
  const online = useOnline();
  const waited = useRef(!online);
  useEffect(() => {
    if (!online) waited.current = true;
    else if (waited.current) window.location.reload();
  }, [online]);
  if (!online) {
    return (
      <>
        <OfflineBanner />
        <WaitingForConnection />
      </>
    );
  }
  return (
    <Box role="alert" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880, mx: 'auto' }}>
      <Typography component="h1" variant="h1" gutterBottom>
        This screen could not be loaded
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Atrium may have been updated since this page was opened, or the connection dropped. Reload to open the
        latest version.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
