import type { License } from '@atrium/domain/licenses/licenses.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef } from 'react';
import { formatCalendarDate } from '../license-format.ts';

interface DeleteLicenseDialogProps {
  license: License | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteLicenseDialog({ license, busy, onConfirm, onCancel }: DeleteLicenseDialogProps) {
  // Keeps its words while it fades out.
  const last = useRef<License | null>(null);
  if (license) last.current = license;
  const shown = license ?? last.current;
  return (
    <Dialog open={license !== null} onClose={onCancel} aria-labelledby="delete-license-title">
      <DialogTitle id="delete-license-title">Delete License?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The license from {formatCalendarDate(shown?.startDate)} to {formatCalendarDate(shown?.endDate)} will
          be deleted. If it is the newest, the organization's license may count as expired.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
