import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The install offer itself; InstallDialog decides when it shows. */
export function InstallPromptDialog({ onClose, onInstall }: { onClose: () => void; onInstall: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="install-dialog-title">
      <DialogTitle id="install-dialog-title">Install Atrium</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Add Atrium to your home screen for quick access, a full-screen view and faster start-up.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button variant="contained" onClick={onInstall}>
          Install
        </Button>
      </DialogActions>
    </Dialog>
  );
}
