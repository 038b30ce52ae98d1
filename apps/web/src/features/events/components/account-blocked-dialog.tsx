import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { AccountClosedEvent } from '@atrium/domain/events/events.schemas.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useSignOut } from '../../../app/session/sign-out.ts';

const TITLE: Record<AccountClosedEvent, string> = {
  'account.blocked': authMessages.accountBlocked,
  'account.archived': authMessages.accountArchived,
};

/**
 * Blocking: the only way on is Logout (platform §4, "Blocked user"). An archived user is shut out the same
 * way, under their own title: archived is not blocked (decision 0032).
 */
export function AccountBlockedDialog({ why }: { why: AccountClosedEvent | null }) {
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await signOut();
  };
  return (
    <Dialog
      open={why !== null}
      aria-labelledby="account-blocked-title"
      aria-describedby="account-blocked-text"
    >
      <DialogTitle id="account-blocked-title">{TITLE[why ?? 'account.blocked']}</DialogTitle>
      <DialogContent>
        <DialogContentText id="account-blocked-text">
          Your access to Atrium has been stopped by an administrator. Please contact your administrator.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => void logout()} disabled={leaving}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
