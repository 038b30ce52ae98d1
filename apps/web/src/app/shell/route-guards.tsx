import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageHeading } from '../../ui/page-heading.tsx';
import { errorMessage } from '../api-client.ts';
import { paths } from '../paths.ts';
import { useMe } from '../session/me.api.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { useOnline } from './offline-banner.tsx';

function SessionCheckFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 560, mx: 'auto', mt: 8 }}>
      <PageHeading title="Atrium" hidden />
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    </Box>
  );
}

/**
 * Offline before the session is known: the banner above says so, and the check runs again by itself when the
 * connection returns (queries refetch on reconnect). A network failure is not an error to report.
 */
export function WaitingForConnection() {
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 560, mx: 'auto', mt: 8 }}>
      <PageHeading title="Atrium" hidden />
      <Typography color="text.secondary">Atrium opens when the connection returns.</Typography>
    </Box>
  );
}

/**
 * Authenticated routes: unauthenticated or blocked users (no session) are sent to /login. The session's first
 * answer is taken in a deferred render: the query cache announces it in a synchronous update, and the shell and
 * the first screen it reveals would then render in one task, the longest of a phone's load; deferred, React
 * renders them in slices the browser can interleave with its own work. Later answers (a setting switched, the
 * session ended) are taken at once: a switch must not lag behind the tap.
 */
export function RequireAuth() {
  const live = useMe();
  const deferred = useDeferredValue(live);
  const { data: me, isPending, error, refetch } = deferred.data === undefined ? deferred : live;
  const online = useOnline();
  if (me === null) return <Navigate to={paths.login} replace />;
  if (me === undefined) {
    if (!online) return <WaitingForConnection />;
    if (isPending) return <LoadingScreen label={authMessages.loadingAuthentication} />;
    return <SessionCheckFailed error={error} retry={() => void refetch()} />;
  }
  return (
    <SessionProvider me={me}>
      <Outlet />
    </SessionProvider>
  );
}
