import { orgMessages } from '@atrium/domain/orgs/orgs.messages.ts';
import type { Organization } from '@atrium/domain/orgs/orgs.schemas.ts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';

function CopyRow({ label, value }: { label: string; value: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar('Copied to clipboard', { variant: 'success', autoHideDuration: 3000 });
    } catch {
      enqueueSnackbar(orgMessages.copyFailed, { variant: 'error', autoHideDuration: 4000 });
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flexGrow: 1, minWidth: 0 }}>
          {value}
        </Typography>
        <Tooltip title={`Copy ${label.toLowerCase()}`} describeChild>
          <IconButton aria-label={`Copy ${label.toLowerCase()}`} onClick={() => void copy()}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

interface OrganizationCreatedDialogProps {
  organization: Organization | null;
  onCreateAnother: () => void;
  onClose: () => void;
}

/** Shows the new organisation's ID and the sign-in link to hand to its first admin. */
export function OrganizationCreatedDialog({
  organization,
  onCreateAnother,
  onClose,
}: OrganizationCreatedDialogProps) {
  const link = organization ? `${window.location.origin}/login/${organization.id}` : '';
  return (
    <Dialog
      open={organization !== null}
      onClose={onClose}
      aria-labelledby="org-created-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="org-created-title">Organization created</DialogTitle>
      {organization && (
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {organization.name} is ready. Send the sign-in link to its admin.
          </DialogContentText>
          <CopyRow label="Organization ID" value={organization.id} />
          <CopyRow label="Sign-in link" value={link} />
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCreateAnother}>Create Another</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
