import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

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

export function ChunkLoadErrorScreen() {
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
