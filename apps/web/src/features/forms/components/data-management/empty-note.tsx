import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What an empty list says instead of its items. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="p" variant="h3">
        {text}
      </Typography>
    </Paper>
  );
}
