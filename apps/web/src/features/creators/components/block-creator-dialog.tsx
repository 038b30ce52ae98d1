import type { Creator } from '@atrium/domain/creators/creators.schemas.ts';
import { type ConfirmActions, ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

interface BlockCreatorDialogProps extends ConfirmActions {
  creator: Creator | null;
}

/** Confirms blocking (which ends the creator's sessions at once) or unblocking. */
export function BlockCreatorDialog({ creator, ...actions }: BlockCreatorDialogProps) {
  const blocking = creator ? !creator.isBlocked : true;
  const name = creator?.name ?? '';
  return (
    <ConfirmDialog
      open={creator !== null}
      title={blocking ? 'Block creator?' : 'Unblock creator?'}
      confirmLabel={blocking ? 'Block' : 'Unblock'}
      danger={blocking}
      {...actions}
    >
      {blocking
        ? `${name} will be signed out and can no longer sign in.`
        : `${name} will be able to sign in again.`}
    </ConfirmDialog>
  );
}
