import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

interface SaveNameDialogProps {
  open: boolean;
  title: string;
  nameLabel: string;
  /** Why nothing can be saved ('No filter conditions to save'), or null. */
  emptyMessage: string | null;
  /** The name of an identical saved item: saving is disabled while it exists. */
  identicalTo: string | null;
  busy: boolean;
  /** Returns the problem with the name in the spec's words, or null when it may be saved. */
  validate: (name: string) => string | null;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Names a filter or a column selection before it is saved. */
export function SaveNameDialog(props: SaveNameDialogProps) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    setName('');
    setError(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = props.validate(name);
    setError(problem);
    if (!problem) props.onSave(name.trim());
  };
  const blocked = props.emptyMessage !== null || props.identicalTo !== null;

  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.emptyMessage && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {props.emptyMessage}
            </Alert>
          )}
          {props.identicalTo && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {`Already saved as "${props.identicalTo}".`}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={props.nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={blocked || props.busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
