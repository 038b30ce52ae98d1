import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { deleteDraft, type LocalDraft, listDrafts } from '../../../../ui/form-kit/local-drafts.ts';
import { formatDateTime } from '../../../../ui/format-date.ts';

interface DraftsDialogProps {
  open: boolean;
  formId: string;
  onClose: () => void;
  onOpenDraft: (draft: LocalDraft) => void;
}

/** View Drafts: this form's drafts in this browser; open one into the form or delete it. */
export function DraftsDialog({ open, formId, onClose, onOpenDraft }: DraftsDialogProps) {
  const titleId = useId();
  const [drafts, setDrafts] = useState<LocalDraft[]>([]);
  useEffect(() => {
    if (open) setDrafts(listDrafts(formId));
  }, [open, formId]);

  const remove = (id: string) => {
    deleteDraft(id);
    setDrafts(listDrafts(formId));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Drafts</DialogTitle>
      <DialogContent dividers>
        {drafts.length === 0 ? (
          <Typography color="text.secondary">No drafts saved for this form.</Typography>
        ) : (
          <List aria-label="Drafts of this form">
            {drafts.map((draft, index) => (
              <ListItem
                key={draft.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Delete draft ${index + 1}`}
                    onClick={() => remove(draft.id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemButton onClick={() => onOpenDraft(draft)}>
                  <ListItemText
                    primary={`Draft ${index + 1}`}
                    secondary={`Saved ${formatDateTime(draft.savedAt)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
