import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * While a screen's code arrives: a thin bar where the page heading will be, and the page's height kept, so
 * the menu, top bar and footer do not move when the screen draws.
 */
export function ScreenFallback() {
  return (
    <Box role="status" aria-label="Loading the page" sx={{ minHeight: '60dvh', pt: 1 }}>
      <LinearProgress />
    </Box>
  );
}
