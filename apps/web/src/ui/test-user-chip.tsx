import { testUserMessages } from '@atrium/domain/users/test-users.contract.ts';
import Chip from '@mui/material/Chip';

/** Marks a test user (set by the master admin), wherever users are listed and in the top bar. */
export function TestUserChip() {
  return (
    // The warning colour on the border only: as text it is too pale on a light background.
    <Chip
      size="small"
      variant="outlined"
      label={testUserMessages.chip}
      sx={{ flexShrink: 0, borderColor: 'warning.main' }}
    />
  );
}
