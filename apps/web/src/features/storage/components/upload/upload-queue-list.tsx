import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatBytes } from './file-name.ts';
import type { QueueItem, QueueState } from './use-upload-queue.ts';

const WORDS: Record<QueueState, string> = {
  queued: 'Waiting to upload',
  hashing: 'Checking the file',
  checking: 'Looking for the same file in the folder',
  duplicate: 'Already in this folder: waiting for your answer',
  uploading: 'Uploading',
  waiting: storageMessages.waitingForConnection,
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const ACTIVE: readonly QueueState[] = ['queued', 'hashing', 'checking', 'duplicate', 'uploading', 'waiting'];

interface UploadQueueListProps {
  items: readonly QueueItem[];
  online: boolean;
  onCancel: (id: string) => void;
  onClearFinished: () => void;
}

/** Each queued file with its state: hashing and upload progress, the connection wait, the outcome. */
export function UploadQueueList({ items, online, onCancel, onClearFinished }: UploadQueueListProps) {
  if (items.length === 0) return null;
  const anyFinished = items.some((item) => !ACTIVE.includes(item.state));
  return (
    <Box component="section" aria-labelledby="upload-queue-title" sx={{ mt: 4, maxWidth: 720 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="upload-queue-title" component="h2" variant="h2" sx={{ flexGrow: 1 }}>
          Uploads
        </Typography>
        {anyFinished && (
          <Button size="small" onClick={onClearFinished}>
            Clear finished
          </Button>
        )}
      </Box>
      <List aria-labelledby="upload-queue-title" disablePadding>
        {items.map((item) => {
          const active = ACTIVE.includes(item.state);
          const offline = active && !online && item.state !== 'duplicate';
          const state = offline ? storageMessages.waitingForConnection : WORDS[item.state];
          const percent = item.total > 0 ? Math.round((item.sent / item.total) * 100) : 0;
          return (
            <ListItem key={item.id} divider aria-label={item.fileName} sx={{ display: 'block', px: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {item.fileName}
                </Typography>
                {active && (
                  <Button
                    size="small"
                    onClick={() => onCancel(item.id)}
                    aria-label={`Cancel ${item.fileName}`}
                  >
                    Cancel
                  </Button>
                )}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {item.folderName} · {state}
                {item.state === 'failed' && item.error ? `: ${item.error}` : ''}
              </Typography>
              {item.resumed && item.state !== 'done' && (
                <Typography variant="body2" color="text.secondary">
                  {storageMessages.resumed}
                </Typography>
              )}
              {item.state === 'hashing' && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(item.hashed * 100)}
                  aria-label={`Checking ${item.fileName}`}
                  sx={{ mt: 1 }}
                />
              )}
              {(item.state === 'uploading' || item.state === 'waiting') && (
                <>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    aria-label={`Uploading ${item.fileName}`}
                    sx={{ mt: 1 }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {percent}% · {formatBytes(item.sent)} of {formatBytes(item.total)}
                  </Typography>
                </>
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
