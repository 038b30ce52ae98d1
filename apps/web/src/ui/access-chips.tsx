import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { appTitle, HIDDEN_APPS } from '@atrium/domain/access/apps.catalogue.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/**
 * A user's apps as chips, or 'No access'. Storage and expense management are hidden from the admin's user
 * list (platform §3), so their chips are left out here too.
 */
export function AccessChips({ access }: { access: readonly AccessEntry[] }) {
  const shown = access.filter((entry) => !HIDDEN_APPS.includes(entry.app));
  if (shown.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {userMessages.noAccess}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((entry) => (
        <li key={entry.app}>
          <Chip size="small" variant="outlined" label={appTitle(entry.app)} />
        </li>
      ))}
    </Box>
  );
}
