import { dashboardMessages } from '@atrium/domain/dashboard/quick-actions.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useBlocker, useNavigate } from 'react-router';

interface GuardState {
  exitGuard?: boolean;
}

// One extra history entry per tab is enough; StrictMode runs effects twice, so this lives outside React.
let guardEntryAdded = false;

/**
 * Home page, one app available: the device back button asks 'Do you want to exit the app?' (platform §2).
 * When home is the first page of the tab, a second home entry is pushed so that back stays inside the app
 * and can ask; 'Yes' then leaves for real.
 */
export function ExitAppGuard() {
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, historyAction }) => historyAction === 'POP' && currentLocation.pathname === '/',
  );

  useEffect(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (index === 0 && !guardEntryAdded) {
      guardEntryAdded = true;
      void navigate('/', { replace: false, state: { exitGuard: true } satisfies GuardState });
    }
  }, [navigate]);

  if (blocker.state !== 'blocked') return null;

  const exit = () => {
    const leavingTheApp = blocker.location.pathname === '/';
    blocker.proceed();
    // Back from the extra entry lands on the first home entry: one more step leaves the app.
    if (leavingTheApp) setTimeout(() => window.history.back(), 0);
  };

  return (
    <Dialog open onClose={() => blocker.reset()} aria-labelledby="exit-app-title">
      <DialogTitle id="exit-app-title">{dashboardMessages.exitApp}</DialogTitle>
      <DialogActions>
        <Button onClick={() => blocker.reset()}>No</Button>
        <Button variant="contained" onClick={exit}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
