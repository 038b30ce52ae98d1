import type { OrgPerson } from '@atrium/domain/users/test-users.contract.ts';
import { testUserMessages as m } from '@atrium/domain/users/test-users.contract.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { SectionCard } from '../../../ui/section-card.tsx';
import { TestUserChip } from '../../../ui/test-user-chip.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useOrgPeople, useSetTestUser } from '../api/test-users.api.ts';

function PersonRow({ person, busy, onToggle }: { person: OrgPerson; busy: boolean; onToggle: () => void }) {
  return (
    <ListItem
      divider
      secondaryAction={
        <Switch
          edge="end"
          checked={person.isTestUser}
          disabled={busy}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `Test user: ${person.name}` } }}
        />
      }
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
            <span>{person.name}</span>
            {person.isTestUser && <TestUserChip />}
          </Box>
        }
        secondary={person.email}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
        sx={{ pr: 6 }}
      />
    </ListItem>
  );
}

/** The organisation's users with the test-user switch (master admin; docs/decisions/0033). */
export function OrganizationTestUsers({ orgId }: { orgId: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const { data, isPending, error } = useOrgPeople(orgId, debounced);
  const setTestUser = useSetTestUser(orgId);

  const toggle = (person: OrgPerson) =>
    setTestUser.mutate(
      { userId: person.id, isTestUser: !person.isTestUser },
      {
        onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000 }),
        onError: (failure) =>
          enqueueSnackbar(errorMessage(failure, m.updateFailed), {
            variant: 'error',
            autoHideDuration: 5000,
          }),
      },
    );

  return (
    <SectionCard title="Test Users">
      <TextField
        label="Search users"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
      />
      {isPending ? (
        <LinearProgress aria-label="Loading users" />
      ) : error ? (
        <Alert severity="error">{errorMessage(error, userMessages.loadFailed)}</Alert>
      ) : data.users.length === 0 ? (
        <Typography color="text.secondary">{userMessages.noUsers}</Typography>
      ) : (
        <>
          <List aria-label="Users of the organization">
            {data.users.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                busy={setTestUser.isPending}
                onToggle={() => toggle(person)}
              />
            ))}
          </List>
          {data.total > data.users.length && (
            <Typography variant="body2" color="text.secondary">
              Showing {data.users.length} of {data.total}; search to find others.
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
}
