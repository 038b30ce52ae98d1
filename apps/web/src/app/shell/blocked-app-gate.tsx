import { mayOpenBlockedApp } from '@atrium/domain/access/permissions.ts';
import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../ui/page-heading.tsx';
import { useApps } from '../session/apps.api.ts';
import { useSession } from '../session/session-context.tsx';

/**
 * A blocked app (its name is the first segment of the address) is closed to users who may not open blocked
 * apps; the apps query is live, so blocking or unblocking shows at once (platform §4).
 */
export function BlockedAppGate({ children }: { children: ReactNode }) {
  const { me, actor } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isOrgSession = me.sessionKind === 'org';
  const { data: apps } = useApps(isOrgSession);
  const firstSegment = pathname.split('/')[1] ?? '';
  const app = apps?.find((candidate) => candidate.app_name === firstSegment);
  const gated = isOrgSession && app?.is_blocked === true && !mayOpenBlockedApp(actor);
  if (!gated) return children;
  return (
    <>
      <PageHeading title={dashboardMessages.appBlockedTitle} hidden />
      <Dialog open aria-labelledby="app-blocked-title" aria-describedby="app-blocked-text">
        <DialogTitle id="app-blocked-title">{dashboardMessages.appBlockedTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="app-blocked-text">{dashboardMessages.appBlockedBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => void navigate('/', { replace: true })}>
            {dashboardMessages.returnToHome}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
