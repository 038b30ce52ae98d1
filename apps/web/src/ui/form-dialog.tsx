import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { type FormEventHandler, type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx';

interface FormDialogProps extends Pick<DialogFrameProps, 'open' | 'title' | 'width' | 'fullScreenOnPhone'> {
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The request is on its way: the submit button turns off and says 'Saving…'. */
  pending: boolean;
  /** Why the last save failed, under the fields. */
  error: string | null;
  /** Grid items of the form's fields. */
  children: ReactNode;
}

/** A dialog that is a form: its fields on a grid, the failure under them, Cancel and the submit button. */
export function FormDialog({ onSubmit, submitLabel, pending, error, children, ...frame }: FormDialogProps) {
  return (
    <DialogFrame
      {...frame}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={frame.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </>
      }
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {children}
        {error && (
          <Grid size={12}>
            <Alert severity="error">{error}</Alert>
          </Grid>
        )}
      </Grid>
    </DialogFrame>
  );
}

/**
 * Each time the dialog opens, its form starts again from `values` (keep them memoised) and the last failure
 * is gone. Returns the failure and its setter.
 */
export function useFormDialogReset<T extends FieldValues>(open: boolean, reset: UseFormReset<T>, values: T) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    reset(values);
    setError(null);
  }, [open, reset, values]);
  return [error, setError] as const;
}
