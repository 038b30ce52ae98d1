import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A whole-page wait, e.g. 'Loading authentication...' while the session is checked. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <Box
      component="main"
      role="status"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
        p: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography component="h1" variant="body1">
        {label}
      </Typography>
    </Box>
  );
}
