import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { appIcon } from '../../../ui/app-icon.tsx';

interface AppsGridProps {
  appNames: string[];
  blocked: ReadonlySet<string>;
  onOpen: (appName: string, event: MouseEvent) => void;
  /** Every card is shut (an expired license, for regular users). */
  disabled?: boolean;
}

/** One card per app the user sees, linking to /{app}; a Blocked chip on blocked ones. */
export function AppsGrid({ appNames, blocked, onOpen, disabled = false }: AppsGridProps) {
  if (appNames.length === 0) return <Alert severity="info">{dashboardMessages.noApps}</Alert>;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {appNames.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <Card sx={{ height: '100%', opacity: disabled ? 0.6 : 1 }}>
            <CardActionArea
              component={RouterLink}
              to={`/${name}`}
              disabled={disabled}
              onClick={(event: MouseEvent) => onOpen(name, event)}
              sx={{ p: 2, display: 'flex', justifyContent: 'flex-start', gap: 2, height: '100%' }}
            >
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{appIcon(name)}</Box>
              <Typography component="h3" variant="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {appTitle(name)}
              </Typography>
              {blocked.has(name) && <Chip label="Blocked" color="error" size="small" />}
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
