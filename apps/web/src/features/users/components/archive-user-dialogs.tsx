import { userMessages } from '@atrium/domain/users/users.messages.ts';
import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../../app/api-client.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useArchiveUser, useRestoreUser } from '../api/users.api.ts';

interface ArchiveUserDialogsProps {
  confirming: { action: 'archive' | 'restore'; user: UserSummary } | null;
  onDone: () => void;
}

/** The archive and restore confirmations, with the spec's success and failure messages. */
export function ArchiveUserDialogs({ confirming, onDone }: ArchiveUserDialogsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const archive = useArchiveUser();
  const restore = useRestoreUser();
  const archiving = confirming?.action === 'archive';
  const mutation = archiving ? archive : restore;

  const confirm = () => {
    if (!confirming) return;
    mutation.mutate(confirming.user.id, {
      onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000 }),
      onError: (error) =>
        enqueueSnackbar(
          errorMessage(error, archiving ? userMessages.archiveFailed : userMessages.restoreFailed),
          { variant: 'error', autoHideDuration: 5000 },
        ),
      onSettled: onDone,
    });
  };

  const name = confirming?.user.name ?? '';
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={archiving ? 'Archive user?' : 'Restore user?'}
      confirmLabel={archiving ? 'Archive' : 'Restore'}
      danger={archiving}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    >
      {archiving
        ? `${name} will be signed out at once and cannot use the system until restored.`
        : `${name} will be able to sign in again with their existing access.`}
    </ConfirmDialog>
  );
}
