import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import type { QuickAction } from '@atrium/domain/dashboard/quick-actions.ts';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useToggleQuickAction } from '../../../app/session/quick-actions.api.ts';
import { appIcon } from '../../../ui/app-icon.tsx';
import { QuickActionCard } from '../../../ui/quick-action-card.tsx';

interface DashboardQuickActionsProps {
  actions: QuickAction[];
  onOpen: (appName: string, event: MouseEvent) => void;
}

/** The starred quick actions; each can be unstarred right here. */
export function DashboardQuickActions({ actions, onOpen }: DashboardQuickActionsProps) {
  const { mutate } = useToggleQuickAction();
  if (actions.length === 0) {
    return (
      <Typography color="text.secondary">
        No quick actions yet. Open an app from the list above and star its actions to see them here.
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {actions.map((action) => (
        <Grid key={action.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <QuickActionCard
            title={action.title}
            subtitle={appTitle(action.app)}
            path={action.path}
            icon={appIcon(action.app)}
            starred
            onToggleStar={() => mutate({ actionId: action.id, star: false })}
            onOpen={(event) => onOpen(action.app, event)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
