import type { Organization } from '@atrium/domain/orgs/orgs.schemas.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { CopyValueButton } from '../../../ui/copy-value-button.tsx';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flexGrow: 1, minWidth: 0 }}>
          {value}
        </Typography>
        <CopyValueButton label={label} value={value} size="medium" />
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
    <DialogFrame
      open={organization !== null}
      title="Organization created"
      onClose={onClose}
      width="sm"
      actions={
        <>
          <Button onClick={onCreateAnother}>Create Another</Button>
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {organization && (
        <>
          <DialogContentText sx={{ mb: 2 }}>
            {organization.name} is ready. Send the sign-in link to its admin.
          </DialogContentText>
          <CopyRow label="Organization ID" value={organization.id} />
          <CopyRow label="Sign-in link" value={link} />
        </>
      )}
    </DialogFrame>
  );
}
