import { testUserMessages } from '@atrium/domain/users/test-users.contract.ts';
import Chip from '@mui/material/Chip';

/** Marks a test user (set by the master admin), wherever users are listed and in the top bar. */
export function TestUserChip() {
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={testUserMessages.chip}
      sx={{ flexShrink: 0 }}
    />
  );
}
