import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import type { UserDetails } from '@atrium/domain/users/users.schemas.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccessChips } from '../../../ui/access-chips.tsx';
import { type ConfirmActions, ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

interface ConfirmCreateDialogProps extends ConfirmActions {
  details: UserDetails | null;
  access: AccessEntry[];
}

/** 'Confirm Create User': who is created and with which apps. */
export function ConfirmCreateDialog({ details, access, ...actions }: ConfirmCreateDialogProps) {
  return (
    <ConfirmDialog
      open={details !== null}
      title={userMessages.confirmCreateTitle}
      confirmLabel="Confirm"
      {...actions}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        Create {details?.name} ({details?.username}, {details?.email})?
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <AccessChips access={access} />
      </Box>
    </ConfirmDialog>
  );
}
