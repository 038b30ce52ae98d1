import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../app/api-client.ts';
import { useRequestHistory } from '../../api/expense-requests-list.ts';
import { historyLine, longDateTime, words } from './request-words.ts';

/** The request's history, oldest first: what changed, who changed it and when. */
export function RequestHistory({ requestId, headingId }: { requestId: string; headingId: string }) {
  const history = useRequestHistory(requestId);
  if (history.isPending) return <Skeleton width="60%" />;
  if (history.isError)
    return <Alert severity="error">{errorMessage(history.error, words.loadHistoryFailed)}</Alert>;
  if (history.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {words.noHistory}
      </Typography>
    );
  return (
    <List dense disablePadding aria-labelledby={headingId}>
      {history.data.map((entry) => (
        <ListItem key={entry.id} disableGutters>
          <ListItemText
            primary={historyLine(entry)}
            secondary={`${entry.actor.name} · ${longDateTime(entry.at)}`}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
