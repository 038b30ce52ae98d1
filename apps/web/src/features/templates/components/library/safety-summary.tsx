import type { ChangeLine, SafetyLine } from '@atrium/domain/templates/template-library.schemas.ts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

/** What an update would meet in stored entries: warnings first, then what stays safe. */
export function SafetySummary({ lines }: { lines: readonly SafetyLine[] }) {
  const ordered = [...lines].sort((a, b) => (a.level === b.level ? 0 : a.level === 'touches-data' ? -1 : 1));
  return (
    <section aria-label="Safety summary">
      <Typography component="h3" variant="h4" sx={{ mt: 2 }}>
        Safety summary
      </Typography>
      <List dense>
        {ordered.map((line) => (
          <ListItem key={line.text} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {line.level === 'touches-data' ? (
                <WarningAmberIcon color="warning" fontSize="small" titleAccess="Touches stored data" />
              ) : (
                <CheckCircleOutlineIcon color="success" fontSize="small" titleAccess="Safe" />
              )}
            </ListItemIcon>
            <ListItemText primary={line.text} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

/** The release's changes in words. */
export function ChangeList({ lines }: { lines: readonly ChangeLine[] }) {
  return (
    <section aria-label="Changes">
      <Typography component="h3" variant="h4">
        Changes
      </Typography>
      <List dense>
        {lines.map((line) => (
          <ListItem key={`${line.kind}:${line.text}`} disableGutters>
            <ListItemText primary={line.text} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
