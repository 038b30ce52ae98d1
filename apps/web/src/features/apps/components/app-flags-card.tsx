import type { AppState } from '@atrium/domain/access/access.schemas.ts';
import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { appIcon } from '../../../ui/app-icon.tsx';
import { type AppFlag, type AppScope, FlagChip } from './app-flag-chips.tsx';

const FLAG_ROWS: ReadonlyArray<[string, AppFlag]> = [
  ['Assignment', 'assignment'],
  ['Status', 'blocked'],
];

const SCOPE_HEADINGS: Record<AppScope, string> = {
  platform: 'Platform',
  organization: 'This organisation',
};

interface AppFlagsCardProps {
  app: AppState;
  /** The scopes whose switches the viewer may change; the others are shown read-only. */
  editable: ReadonlySet<AppScope>;
  onToggle: (app: AppState, scope: AppScope, flag: AppFlag) => void;
}

/**
 * An app with its assignment and blocked state: the platform's, and the organisation's own when the viewer
 * is of one (docs/decisions/0009).
 */
export function AppFlagsCard({ app, editable, onToggle }: AppFlagsCardProps) {
  const title = appTitle(app.app_name);
  const headingId = `app-${app.app_name}-title`;
  const roles = (app.available_folder_access ?? app.available_access).length;
  const scopes: Array<[AppScope, AppState['platform']]> = [['platform', app.platform]];
  if (app.organization) scopes.push(['organization', app.organization]);
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
        {scopes.map(([scope, switches]) => (
          <Box key={scope} sx={{ mt: 1.5 }}>
            {scopes.length > 1 && (
              <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                {SCOPE_HEADINGS[scope]}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: 1.5 }}>
              {FLAG_ROWS.map(([label, flag]) => (
                <Fragment key={flag}>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Box>
                    <FlagChip
                      switches={switches}
                      name={scope === 'platform' ? title : `${title} in this organisation`}
                      flag={flag}
                      {...(editable.has(scope) ? { onToggle: (f: AppFlag) => onToggle(app, scope, f) } : {})}
                    />
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
