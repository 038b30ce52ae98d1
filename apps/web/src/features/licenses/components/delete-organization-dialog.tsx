import type { OrganizationDetails } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
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
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-org-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-org-title">Delete Organization?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {organization.name} will be deleted with all its users, user groups, form groups, licenses and logo.
          Its users are signed out at once. This cannot be undone.
        </DialogContentText>
        <TextField
          fullWidth
          label="Type the organization name to confirm"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirmDelete}
          disabled={typed.trim() !== organization.name || remove.isPending}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
