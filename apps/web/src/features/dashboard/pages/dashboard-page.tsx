import { appsMessages } from '@atrium/domain/access/access.schemas.ts';
import { mayOpenBlockedApp, visibleAppNames } from '@atrium/domain/access/permissions.ts';
import {
  DASHBOARD_MESSAGE_MS,
  dashboardMessages,
  MAX_DASHBOARD_QUICK_ACTIONS,
  starredQuickActions,
} from '@atrium/domain/dashboard/quick-actions.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type MouseEvent, useEffect, useRef } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useApps } from '../../../app/session/apps.api.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { useLicenseLocked } from '../../../app/shell/license-gate.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { usePullToRefresh } from '../../../ui/pull-to-refresh.tsx';
import { useTimedMessage } from '../../../ui/use-timed-message.ts';
import { AppsGrid } from '../components/apps-grid.tsx';
import { DashboardQuickActions } from '../components/dashboard-quick-actions.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';

/**
 * Says 'This app has been blocked by the master admin' when one of the user's apps is blocked while the
 * dashboard is open (the apps query is live); the first answer only sets the baseline.
 */
function useAnnounceNewlyBlocked(
  visible: readonly string[] | null,
  blocked: ReadonlySet<string>,
  show: (message: string) => void,
) {
  const known = useRef<ReadonlySet<string> | null>(null);
  const key =
    visible
      ?.filter((name) => blocked.has(name))
      .sort()
      .join(',') ?? null;
  useEffect(() => {
    if (key === null) return;
    const now = new Set(key ? key.split(',') : []);
    const before = known.current;
    known.current = now;
    if (before && [...now].some((name) => !before.has(name))) show(dashboardMessages.appBlockedByMaster);
  }, [key, show]);
}

/** The home page of organisation users (platform §2, "Home"). */
export function DashboardPage() {
  const { me, actor } = useSession();
  const { data: apps, isPending, error } = useApps();
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [message, showMessage] = useTimedMessage(DASHBOARD_MESSAGE_MS);
  const licenseLocked = useLicenseLocked();
  usePullToRefresh();

  const visible = visibleAppNames(
    actor,
    (apps ?? []).map((app) => app.app_name),
  );
  const blocked = new Set((apps ?? []).filter((app) => app.is_blocked).map((app) => app.app_name));
  useAnnounceNewlyBlocked(apps ? visible : null, blocked, showMessage);
  const starred = starredQuickActions(actor, me.user.quickActions);
  const shown = large ? starred.slice(0, MAX_DASHBOARD_QUICK_ACTIONS) : starred;

  // A blocked app stays shut for those who may not open it: say so instead of navigating.
  const guardOpen = (appName: string, event: MouseEvent) => {
    if (blocked.has(appName) && !mayOpenBlockedApp(actor)) {
      event.preventDefault();
      showMessage(dashboardMessages.actionBlocked);
    }
  };

  return (
    <>
      <PageHeading title={dashboardMessages.welcome(me.user.name)} />
      <StatTiles
        stats={[
          { label: 'Available Apps', value: visible.length },
          { label: 'Quick Actions', value: starred.length },
          { label: 'Blocked Apps', value: visible.filter((name) => blocked.has(name)).length },
          { label: 'System Status', value: dashboardMessages.systemStatusActive },
        ]}
      />
      {message && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
      <Box component="section" aria-labelledby="apps-heading" sx={{ mb: 4 }}>
        <Typography id="apps-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
          Apps
        </Typography>
        {isPending ? (
          <LinearProgress aria-label="Loading apps" />
        ) : error ? (
          <Alert severity="error">{errorMessage(error, appsMessages.loadFailed)}</Alert>
        ) : (
          <AppsGrid appNames={visible} blocked={blocked} onOpen={guardOpen} disabled={licenseLocked} />
        )}
      </Box>
      {/* Drawn with the apps, never above them: the grid arriving would push it down the page. */}
      {!isPending && (
        <Box component="section" aria-labelledby="quick-actions-heading">
          <Typography id="quick-actions-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
            Quick Actions
          </Typography>
          <DashboardQuickActions actions={shown} onOpen={guardOpen} />
        </Box>
      )}
    </>
  );
}
