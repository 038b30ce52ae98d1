import type { App } from '@atrium/domain/access/access.schemas.ts';
import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { appIcon } from '../../../ui/app-icon.tsx';
import { type AppFlag, FlagChip } from './app-flag-chips.tsx';

const FLAG_ROWS: ReadonlyArray<[string, AppFlag]> = [
  ['Assignment', 'assignment'],
  ['Status', 'blocked'],
];

interface AppFlagsCardProps {
  app: App;
  onToggle?: (app: App, flag: AppFlag) => void;
}

/** An app with its assignment and blocked state. */
export function AppFlagsCard({ app, onToggle }: AppFlagsCardProps) {
  const title = appTitle(app.app_name);
  const headingId = `app-${app.app_name}-title`;
  const roles = (app.available_folder_access ?? app.available_access).length;
  const toggle = onToggle ? (flag: AppFlag) => onToggle(app, flag) : undefined;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{appIcon(app.app_name)}</Box>
          <Typography id={headingId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {app.app_name} · {roles} {roles === 1 ? 'role' : 'roles'}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: 1.5 }}>
          {FLAG_ROWS.map(([label, flag]) => (
            <Fragment key={flag}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Box>
                <FlagChip app={app} title={title} flag={flag} onToggle={toggle} />
              </Box>
            </Fragment>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
