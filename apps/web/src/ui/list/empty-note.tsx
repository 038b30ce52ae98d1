import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What an empty list says instead of its rows, with an optional hint on what to do next. */
export function EmptyNote({ text, hint }: { text: string; hint?: string | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="p" variant="h3">
        {text}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
