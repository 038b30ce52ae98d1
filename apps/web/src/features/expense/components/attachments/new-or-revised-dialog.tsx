import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';

interface NewOrRevisedDialogProps {
  open: boolean;
  /** true for 'Revised File'. */
  onChoose: (revised: boolean) => void;
  onCancel: () => void;
}

/** Adding attachments first asks what they are: a 'New File' or a 'Revised File' (spec). */
export function NewOrRevisedDialog({ open, onChoose, onCancel }: NewOrRevisedDialogProps) {
  const textId = useId();
  return (
    <DialogFrame
      open={open}
      title="Add files"
      onClose={onCancel}
      describedBy={textId}
      actions={<Button onClick={onCancel}>Cancel</Button>}
    >
      <DialogContentText id={textId}>
        Are these new files, or revised versions of files already attached?
      </DialogContentText>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => onChoose(false)}>
          New File
        </Button>
        <Button variant="outlined" onClick={() => onChoose(true)}>
          Revised File
        </Button>
      </Stack>
    </DialogFrame>
  );
}
