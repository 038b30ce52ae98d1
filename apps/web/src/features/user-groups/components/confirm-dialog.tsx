import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
}

interface ConfirmDialogProps {
  confirmation: Confirmation | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks once more before a trash, restore or delete. */
export function ConfirmDialog({ confirmation: asked, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  // Keeps its words while fading out.
  const [shown, setShown] = useState(asked);
  if (asked && asked !== shown) setShown(asked);
  return (
    <Dialog
      open={asked !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-group-title"
      aria-describedby="confirm-group-text"
    >
      <DialogTitle id="confirm-group-title">{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-group-text">{shown?.text}</DialogContentText>
        {busy && <LinearProgress aria-label="Working" sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={shown?.danger ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
        >
          {shown?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
