import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ImportDataDialogProps {
  formId: string;
  formName: string;
  open: boolean;
  onClose: () => void;
  /** Rows were imported: the entry screen clears its dirty flag and links to the form's data. */
  onImported: () => void;
}

/** Stand-in until the Import Data dialog (import-export work) lands with the same props. */
export function ImportDataDialog({ formName, open, onClose }: ImportDataDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Import Data</DialogTitle>
      <DialogContent>
        <DialogContentText>Importing into {formName} arrives soon.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
