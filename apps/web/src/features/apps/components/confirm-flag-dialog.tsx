import type { App } from '@atrium/domain/access/access.schemas.ts';
import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import type { AppFlag } from './app-flag-chips.tsx';

export interface PendingFlag {
  app: App;
  flag: AppFlag;
}

function wording({ app, flag }: PendingFlag) {
  const title = appTitle(app.app_name);
  if (flag === 'blocked') {
    return app.is_blocked
      ? {
          title: `Unblock ${title}?`,
          body: 'Everyone who holds the app can open it again.',
          action: 'Unblock',
        }
      : {
          title: `Block ${title}?`,
          body: 'The app closes at once for every organisation. Only org admins and holders of manage-app:control_all can still open it.',
          action: 'Block',
        };
  }
  return app.is_active_for_assignment
    ? {
        title: `Disable assignment of ${title}?`,
        body: 'It will no longer be offered when giving users app access. Users who hold it keep it.',
        action: 'Disable',
      }
    : {
        title: `Enable assignment of ${title}?`,
        body: 'It will be offered again when giving users app access.',
        action: 'Enable',
      };
}

interface ConfirmFlagDialogProps {
  pending: PendingFlag | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every change of an app's state is confirmed first (platform §2, Manage All Apps). */
export function ConfirmFlagDialog({ pending, busy, onConfirm, onCancel }: ConfirmFlagDialogProps) {
  // Keeps its words while it fades out after the answer.
  const last = useRef<PendingFlag | null>(null);
  if (pending) last.current = pending;
  const shown = pending ?? last.current;
  const words = shown ? wording(shown) : null;
  const closing = shown?.flag === 'blocked' ? !shown.app.is_blocked : shown?.app.is_active_for_assignment;
  return (
    <Dialog open={pending !== null} onClose={onCancel} aria-labelledby="confirm-flag-title">
      <DialogTitle id="confirm-flag-title">{words?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words?.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color={closing ? 'error' : 'primary'} onClick={onConfirm} disabled={busy}>
          {words?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
