import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import { type ReactNode, useId, useRef } from 'react';
import { DialogFrame } from './dialog-frame.tsx';

/** What a confirmation asks: its title, its text and the words of its button. */
export interface Confirmation {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Red for what removes or stops something. */
  danger?: boolean;
}

/** What a confirmation dialog of a feature takes from its page: the answer and whether it is running. */
export interface ConfirmActions {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

interface CommonProps {
  busy?: boolean;
  /** Why the action failed, shown under the text; the dialog stays open. */
  error?: string | null;
  /** False keeps the confirm button off, e.g. until a typed name matches. */
  canConfirm?: boolean;
  /** Shown under the text: a check to type, the chips of what is created. */
  details?: ReactNode;
  /** Wider dialogs, for long names and a field to type in. */
  wide?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The words given one by one (open with children as the text), or as one confirmation (null when closed). */
type WordsProps =
  | { open: boolean; title: string; confirmLabel: string; danger?: boolean; children: ReactNode }
  | { confirmation: Confirmation | null };

export type ConfirmDialogProps = CommonProps & WordsProps;

function askedOf(props: ConfirmDialogProps): Confirmation | null {
  if ('confirmation' in props) return props.confirmation;
  if (!props.open) return null;
  const { title, confirmLabel, danger, children } = props;
  return { title, confirmLabel, danger, text: children };
}

/** Asks before an action takes effect; Cancel is the safe default. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { busy, error, canConfirm = true, details, wide, onConfirm, onCancel } = props;
  const textId = useId();
  const asked = askedOf(props);
  // Keeps its words while it fades out after the answer.
  const last = useRef(asked);
  if (asked) last.current = asked;
  const shown = asked ?? last.current;
  return (
    <DialogFrame
      open={asked !== null}
      title={shown?.title}
      onClose={busy ? undefined : onCancel}
      width={wide ? 'sm' : undefined}
      describedBy={textId}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={shown?.danger ? 'error' : 'primary'}
            onClick={onConfirm}
            disabled={busy || !canConfirm}
          >
            {shown?.confirmLabel}
          </Button>
        </>
      }
    >
      <DialogContentText id={textId} component="div">
        {shown?.text}
      </DialogContentText>
      {details && <Box sx={{ mt: 2 }}>{details}</Box>}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {busy && <LinearProgress aria-label="Working" sx={{ mt: 2 }} />}
    </DialogFrame>
  );
}
