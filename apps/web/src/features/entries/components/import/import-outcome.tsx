import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ImportFlow } from './use-import-flow.ts';

/** The import running: a determinate bar over the source, with the counts so far. */
export function ImportProgressStep({ flow }: { flow: ImportFlow }) {
  const progress = flow.progress;
  const percent = Math.round((progress?.fraction ?? 0) * 100);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>Importing… {percent}%</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
      <Typography variant="body2" color="text.secondary" role="status">
        {`${progress?.processed ?? 0} rows processed, ${progress?.imported ?? 0} imported, ${progress?.failed ?? 0} failed`}
      </Typography>
    </Box>
  );
}

/** The result: the spec's success line, the failure count as an error, and every failed row with its reason. */
export function ImportResultStep({ flow }: { flow: ImportFlow }) {
  const result = flow.result;
  if (!result) return null;
  const failed = result.failedCount > 0;
  const message = `${importMessages.imported(result.imported)}${failed ? importMessages.failedSuffix(result.failedCount) : ''}`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {result.error && <Alert severity="error">{result.error}</Alert>}
      <Alert severity={failed ? 'error' : 'success'} role="status">
        {message}
      </Alert>
      {result.failed.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle1" id="import-failed-rows">
            Rows not imported
          </Typography>
          <List
            dense
            aria-labelledby="import-failed-rows"
            sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {result.failed.map((failure) => (
              <ListItem key={failure.row}>
                <ListItemText
                  primary={`Row ${failure.row}`}
                  secondary={failure.reason}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
          {result.failedCount > result.failed.length && (
            <Typography variant="body2" color="text.secondary">
              {`and ${result.failedCount - result.failed.length} more rows not listed`}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
