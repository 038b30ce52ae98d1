import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The plain statement that a screen's content is not there yet. */
export function ComingLaterNote({ children }: { children: string }) {
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle>Coming in a later release</AlertTitle>
      {children}
    </Alert>
  );
}
