import type { AppState } from '@atrium/domain/access/access.schemas.ts';
import { appsMessages as m } from '@atrium/domain/access/access.schemas.ts';
import { mayManageOrgApps, mayManagePlatformApps } from '@atrium/domain/access/app-switches.ts';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useApps } from '../../../app/session/apps.api.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useSetAppFlags } from '../api/app-flags.api.ts';
import type { AppFlag, AppScope } from '../components/app-flag-chips.tsx';
import { AppFlagsCard } from '../components/app-flags-card.tsx';
import { ConfirmFlagDialog, type PendingFlag } from '../components/confirm-flag-dialog.tsx';

/**
 * Manage All Apps: one card per app with its assignment and blocked chips. The platform's switches reach every
 * organisation, so only the master admin changes them; org admins and control_all holders change their
 * organisation's own, which apply on top of the platform's (docs/decisions/0009).
 */
export function ManageAllAppsPage() {
  const { actor } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const { data: apps, isPending, error } = useApps();
  const setFlags = useSetAppFlags();
  const [pending, setPending] = useState<PendingFlag | null>(null);
  const mayChangePlatform = mayManagePlatformApps(actor);
  const mayChangeOrg = mayManageOrgApps(actor);
  const editable = useMemo(() => {
    const scopes = new Set<AppScope>();
    if (mayChangePlatform) scopes.add('platform');
    if (mayChangeOrg) scopes.add('organization');
    return scopes;
  }, [mayChangePlatform, mayChangeOrg]);

  const confirm = () => {
    if (!pending) return;
    const { app, scope, flag } = pending;
    const switches = scope === 'platform' ? app.platform : (app.organization ?? app.platform);
    const change =
      flag === 'blocked'
        ? { scope, appName: app.app_name, isBlocked: !switches.is_blocked }
        : { scope, appName: app.app_name, isActiveForAssignment: !switches.is_active_for_assignment };
    setFlags.mutate(change, {
      onSuccess: () => enqueueSnackbar(m.updated, { variant: 'success', autoHideDuration: 4000 }),
      onError: (failure) =>
        enqueueSnackbar(errorMessage(failure, m.updateFailed), {
          variant: 'error',
          autoHideDuration: 5000,
        }),
      onSettled: () => setPending(null),
    });
  };

  const ask = (app: AppState, scope: AppScope, flag: AppFlag) => setPending({ app, scope, flag });

  return (
    <>
      <PageHeading title="Manage All Apps" subtitle={m.accessMasterAdmin} />
      {!mayChangePlatform && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m.onlyMaster}
          {mayChangeOrg && `. ${m.orgSwitchesHint}`}
        </Alert>
      )}
      {isPending ? (
        <LinearProgress aria-label="Loading apps" />
      ) : error ? (
        <Alert severity="error">{errorMessage(error, m.loadFailed)}</Alert>
      ) : apps.length === 0 ? (
        <Alert severity="info">{m.noConfig}</Alert>
      ) : (
        <Grid container spacing={2}>
          {apps.map((app) => (
            <Grid key={app.app_name} size={{ xs: 12, sm: 6, lg: 4 }}>
              <AppFlagsCard app={app} editable={editable} onToggle={ask} />
            </Grid>
          ))}
        </Grid>
      )}
      <ConfirmFlagDialog
        pending={pending}
        busy={setFlags.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
