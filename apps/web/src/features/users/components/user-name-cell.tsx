import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { TestUserChip } from '../../../ui/test-user-chip.tsx';

/** The user's name with the Me chip for oneself, the Test User and the Archived chips. */
export function UserNameCell({ user, isMe }: { user: UserSummary; isMe: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {user.name}
      </Typography>
      {isMe && <Chip size="small" color="primary" label="Me" />}
      {user.isTestUser && <TestUserChip />}
      {user.isArchived && <Chip size="small" label="Archived" />}
    </Box>
  );
}

export function UserStatusChip({ user }: { user: UserSummary }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={user.isBlocked ? 'Blocked' : 'Active'}
      color={user.isBlocked ? 'error' : 'success'}
    />
  );
}
