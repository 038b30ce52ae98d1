import type { OrganizationDetails } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useDeleteOrganization } from '../api/licenses.api.ts';
import { useLicenseResult } from '../license-result.ts';

interface DeleteOrganizationDialogProps {
  organization: OrganizationDetails;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting an organisation removes everything in it: the name must be typed to confirm. */
export function DeleteOrganizationDialog({
  organization,
  open,
  onClose,
  onDeleted,
}: DeleteOrganizationDialogProps) {
  const remove = useDeleteOrganization();
  const showResult = useLicenseResult();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setTyped('');
      setFailure(null);
    }
  }, [open]);

  const confirmDelete = () => {
    remove.mutate(organization.id, {
      onSuccess: ({ message }) => {
        showResult(message);
        onDeleted();
      },
      onError: (error) => setFailure(errorMessage(error, m.orgDeleteFailed)),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title="Delete Organization?"
      confirmLabel="Delete"
      danger
      wide
      busy={remove.isPending}
      error={failure}
      canConfirm={typed.trim() === organization.name}
      onConfirm={confirmDelete}
      onCancel={onClose}
      details={
        <TextField
          fullWidth
          label="Type the organization name to confirm"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      }
    >
      {organization.name} will be deleted with all its users, user groups, form groups, licenses and logo. Its
      users are signed out at once. This cannot be undone.
    </ConfirmDialog>
  );
}
