import type { Creator } from '@atrium/domain/creators/creators.schemas.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface BlockCreatorDialogProps {
  creator: Creator | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirms blocking (which ends the creator's sessions at once) or unblocking. */
export function BlockCreatorDialog({ creator, busy, onConfirm, onCancel }: BlockCreatorDialogProps) {
  const blocking = creator ? !creator.isBlocked : true;
  return (
    <Dialog open={creator !== null} onClose={onCancel} aria-labelledby="block-creator-title">
      <DialogTitle id="block-creator-title">{blocking ? 'Block creator?' : 'Unblock creator?'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {blocking
            ? `${creator?.name ?? ''} will be signed out and can no longer sign in.`
            : `${creator?.name ?? ''} will be able to sign in again.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          color={blocking ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
        >
          {blocking ? 'Block' : 'Unblock'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
