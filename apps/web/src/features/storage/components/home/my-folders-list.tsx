import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import FolderIcon from '@mui/icons-material/Folder';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../../ui/section-card.tsx';
import { useMyFolders } from '../../api/storage-folders.ts';

/** The folders the user holds roles on, each with its access line (View All · Edit Self …, or View None). */
export function MyFoldersList() {
  const { data, isPending, isError } = useMyFolders();
  return (
    <SectionCard title="Your Folders">
      {isPending ? (
        <LinearProgress aria-label="Loading folders" />
      ) : isError ? (
        <Alert severity="error">{storageMessages.loadFoldersFailed}</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">You have no folders yet.</Typography>
      ) : (
        <List aria-label="Your folders" disablePadding>
          {data.map((folder) => (
            <ListItem key={folder.id} divider disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <FolderIcon color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={folder.displayName}
                secondary={`${folder.basePath} · ${folder.accessLine}`}
                slotProps={{
                  primary: { sx: { overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
