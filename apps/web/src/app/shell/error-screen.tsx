import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChunkLoadErrorScreen, isChunkLoadError } from './chunk-load-error.tsx';

interface ErrorScreenProps {
  error: unknown;
  onReset: () => void;
}

function describe(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : JSON.stringify(error), stack: undefined };
}

/** 'Something went wrong' with the message and stack; Report Error only logs (platform §2). */
export function ErrorScreen({ error, onReset }: ErrorScreenProps) {
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />;
  const { message, stack } = describe(error);
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 880, mx: 'auto' }}>
      <Typography component="h1" variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{message}</Typography>
      {stack && (
        <Paper
          variant="outlined"
          component="pre"
          tabIndex={0}
          aria-label="Error details"
          sx={{ p: 2, mb: 3, maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}
        >
          {stack}
        </Paper>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onReset}>
          Try Again
        </Button>
        <Button variant="outlined" onClick={() => console.error('Reported error:', error)}>
          Report Error
        </Button>
      </Stack>
    </Box>
  );
}
