import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { Confirmation } from './trash-actions.ts';

/** What a confirmation hook hands the dialog: `useTrashActions` and the entries' confirmations fit. */
export interface PendingConfirmation {
  confirmation: Confirmation | null;
  busy: boolean;
  confirm: () => void;
  cancel: () => void;
}

/** The confirm dialog of a list's pending operation; it keeps its words while it fades out. */
export function PendingConfirmDialog({ pending }: { pending: PendingConfirmation }) {
  const [shown, setShown] = useState(pending.confirmation);
  if (pending.confirmation && pending.confirmation !== shown) setShown(pending.confirmation);
  return (
    <ConfirmDialog
      open={pending.confirmation !== null}
      title={shown?.title ?? ''}
      confirmLabel={shown?.confirmLabel ?? ''}
      danger={shown?.danger}
      busy={pending.busy}
      onConfirm={pending.confirm}
      onCancel={pending.cancel}
    >
      {shown?.text}
    </ConfirmDialog>
  );
}
