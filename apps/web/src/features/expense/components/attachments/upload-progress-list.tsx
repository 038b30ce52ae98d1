import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AttachmentUploadItem, AttachmentUploadState } from './use-attachment-uploads.ts';

const WORDS: Record<AttachmentUploadState, string> = {
  waiting: 'Waiting to upload',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

interface UploadProgressListProps {
  items: readonly AttachmentUploadItem[];
  /** Clears the failed files once the batch has ended. */
  onDismiss: () => void;
}

/** Each file of the batch on its way, with its progress; a failed one keeps its reason until dismissed. */
export function UploadProgressList({ items, onDismiss }: UploadProgressListProps) {
  if (items.length === 0) return null;
  const ended = items.every((item) => item.state === 'done' || item.state === 'failed');
  return (
    <>
      <List dense disablePadding aria-label="Uploads">
        {items.map((item) => {
          const percent = item.total > 0 ? Math.round((item.sent / item.total) * 100) : 0;
          return (
            <ListItem key={item.key} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {item.name} · {WORDS[item.state]}
                {item.error ? `: ${item.error}` : ''}
              </Typography>
              {(item.state === 'waiting' || item.state === 'uploading') && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    aria-label={`Uploading ${item.name}`}
                    sx={{ flexGrow: 1 }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {percent}%
                  </Typography>
                </Box>
              )}
            </ListItem>
          );
        })}
      </List>
      {ended && (
        <Button size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </>
  );
}
