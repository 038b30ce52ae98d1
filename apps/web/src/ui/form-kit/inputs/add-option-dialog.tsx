import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useInputSources } from './input-sources.tsx';
import { type ChoiceOption, foreignChoice } from './use-choice-options.ts';

interface AddOptionDialogProps {
  open: boolean;
  /** The foreign form and the field of it whose value becomes the new option. */
  formId: string;
  fieldId: string;
  onClose: () => void;
  onAdded: (choice: ChoiceOption) => void;
}

/** 'Add New Option': the foreign form's own data-entry screen; its new entry becomes the chosen option. */
export function AddOptionDialog({ open, formId, fieldId, onClose, onAdded }: AddOptionDialogProps) {
  const titleId = useId();
  const renderEntry = useInputSources().renderEmbeddedEntry;
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const created = (entry: Entry) => {
    onAdded(foreignChoice(entry.id, String(entry.data[fieldId] ?? '')));
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>Add New Option</DialogTitle>
      <DialogContent dividers>{open && renderEntry?.({ formId, onCreated: created })}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
