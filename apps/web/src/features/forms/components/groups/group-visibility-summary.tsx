import { deriveGroupVisibility } from '@atrium/domain/form-groups/form-group-permissions.ts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PeopleOptions } from '../access/people-options.ts';
import type { DraftForm } from './group-draft.ts';

interface GroupVisibilitySummaryProps {
  forms: readonly DraftForm[];
  people: PeopleOptions;
  error?: string;
}

/** Who sees the group: the union of every form's people, shown read-only because it is never edited directly. */
export function GroupVisibilitySummary({ forms, people, error }: GroupVisibilitySummaryProps) {
  const headingId = useId();
  const visibility = deriveGroupVisibility(forms);
  const nameOf = (list: PeopleOptions['users'], id: string) =>
    list.find((o) => o.id === id)?.name ?? 'Unknown';
  const chips = [
    ...visibility.users.map((id) => ({ key: `u-${id}`, label: nameOf(people.users, id) })),
    ...visibility.groups.map((id) => ({ key: `g-${id}`, label: `${nameOf(people.groups, id)} (group)` })),
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Group Visibility
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Everyone given access to a form of the group sees the group. This list follows the choices above.
      </Typography>
      {chips.length === 0 ? (
        <Typography variant="body2">Nobody yet.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Group visibility"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {chips.map((chip) => (
            <li key={chip.key}>
              <Chip size="small" variant="outlined" label={chip.label} />
            </li>
          ))}
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
