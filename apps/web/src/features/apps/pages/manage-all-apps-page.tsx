import type { App } from '@atrium/domain/access/access.schemas.ts';
import { appsMessages as m } from '@atrium/domain/access/access.schemas.ts';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useApps } from '../../../app/session/apps.api.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useSetAppFlags } from '../api/app-flags.api.ts';
import type { AppFlag } from '../components/app-flag-chips.tsx';
import { AppFlagsCard } from '../components/app-flags-card.tsx';
import { ConfirmFlagDialog, type PendingFlag } from '../components/confirm-flag-dialog.tsx';

/**
 * Manage All Apps: one card per app with its assignment and blocked chips. App state is global, so only the
 * master admin changes it; org admins and control_all holders see it read-only (docs/decisions/0009).
 */
export function ManageAllAppsPage() {
  const { actor } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const { data: apps, isPending, error } = useApps();
  const setFlags = useSetAppFlags();
  const [pending, setPending] = useState<PendingFlag | null>(null);
  const mayChange = actor.isMasterAdmin;

  const confirm = () => {
    if (!pending) return;
    const { app, flag } = pending;
    const change =
      flag === 'blocked'
        ? { appName: app.app_name, isBlocked: !app.is_blocked }
        : { appName: app.app_name, isActiveForAssignment: !app.is_active_for_assignment };
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

  const ask = (app: App, flag: AppFlag) => setPending({ app, flag });

  return (
    <>
      <PageHeading title="Manage All Apps" subtitle={m.accessMasterAdmin} />
      {!mayChange && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m.onlyMaster}
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
              <AppFlagsCard app={app} {...(mayChange ? { onToggle: ask } : {})} />
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
