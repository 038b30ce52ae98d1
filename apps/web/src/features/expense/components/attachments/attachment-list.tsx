import type { RequestFile } from '@atrium/domain/expense/expense-requests.schemas.ts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../../../ui/form-kit/inputs/file-items.ts';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { attachmentContentUrl } from '../../api/request-attachments.ts';

interface AttachmentListProps {
  requestId: string;
  files: readonly RequestFile[];
  /** Labelled by the section's heading. */
  labelledBy: string;
  /** Given when the caller may delete these files. */
  onDelete?: (file: RequestFile) => void;
}

/** Files of one section: name, size, who uploaded it and when, download and (when allowed) delete. */
export function AttachmentList({ requestId, files, labelledBy, onDelete }: AttachmentListProps) {
  return (
    <List dense disablePadding aria-labelledby={labelledBy}>
      {files.map((file) => (
        <ListItem key={file.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formatBytes(file.size)} · {file.uploadedBy.name} · {formatDateTime(file.uploadedAt)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <Tooltip title="Download">
              <IconButton
                component="a"
                href={attachmentContentUrl(requestId, file.id)}
                download={file.name}
                aria-label={`Download ${file.name}`}
              >
                <DownloadIcon />
              </IconButton>
            </Tooltip>
            {onDelete && (
              <Tooltip title="Delete">
                <IconButton onClick={() => onDelete(file)} aria-label={`Delete ${file.name}`}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
