import type { EntryListQueryInput } from '@atrium/domain/entries/entries.schemas.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ExportDialogProps {
  formId: string;
  formName: string;
  open: boolean;
  onClose: () => void;
  /** The table's current list query: the export covers the same filtered view. */
  query: EntryListQueryInput;
}

/** Placeholder until the export dialog lands (helper "import-export" owns this file). */
export function ExportDialog({ formName, open, onClose }: ExportDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Export</DialogTitle>
      <DialogContent>
        <Typography>{`Export of ${formName} is coming.`}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
