import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useApps } from '../../../app/session/apps.api.ts';
import { appIcon } from '../../../ui/app-icon.tsx';

/** One card per app the user holds, with the names of their roles. */
export function AccessCards({ access, isOrgAdmin }: { access: readonly AccessEntry[]; isOrgAdmin: boolean }) {
  const { data: apps } = useApps();
  const roleName = (appName: string, meta: string) => {
    const app = apps?.find((a) => a.app_name === appName);
    const roles = [...(app?.available_access ?? []), ...(app?.available_folder_access ?? [])];
    return roles.find((role) => role.meta === meta)?.name ?? meta;
  };
  if (access.length === 0) {
    return (
      <Typography color="text.secondary">
        {isOrgAdmin
          ? 'As an organization admin you can open every app.'
          : 'You have no access to any apps yet.'}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {access.map((entry) => {
        const roles = [...entry.role, ...(entry.folders ?? []).flatMap((folder) => folder.roles)];
        return (
          <Grid key={entry.app} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
                  {appIcon(entry.app)}
                  <Typography component="h3" variant="h3" color="text.primary">
                    {appTitle(entry.app)}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {roles.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      No roles
                    </Typography>
                  ) : (
                    [...new Set(roles)].map((meta) => (
                      <Chip key={meta} size="small" variant="outlined" label={roleName(entry.app, meta)} />
                    ))
                  )}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
