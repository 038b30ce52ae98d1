import type { GroupMember } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { usePickableUsers } from '../api/pickable-users.api.ts';

interface Person {
  id: string;
  name: string;
  detail: string;
  active: boolean;
}

interface UserPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  /** Current members, so those no longer offered (archived, blocked) still show by name. */
  members?: GroupMember[];
  label?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
}

/** Chooses group members among the organisation's active, unblocked users. */
export function UserPicker({
  value,
  onChange,
  members = [],
  label = 'Users',
  error,
  helperText,
  disabled,
  required,
}: UserPickerProps) {
  const pickable = usePickableUsers(!disabled);
  const people = useMemo(() => {
    const byId = new Map<string, Person>();
    for (const member of members) {
      byId.set(member.id, { id: member.id, name: member.name, detail: '', active: member.active });
    }
    for (const user of pickable.data ?? []) {
      byId.set(user.id, { id: user.id, name: user.name, detail: user.email, active: true });
    }
    return byId;
  }, [members, pickable.data]);
  const options = [...people.values()]
    .filter((person) => person.active)
    .sort((a, b) => a.name.localeCompare(b.name));
  const selected = value.map(
    (id) => people.get(id) ?? { id, name: 'Unknown user', detail: '', active: false },
  );

  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={selected}
      loading={pickable.isPending && !disabled}
      loadingText="Loading users…"
      noOptionsText="No users found"
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(person) => person.name}
      onChange={(_event, people) => onChange(people.map((person) => person.id))}
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{person.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.detail}
            </Typography>
          </Box>
        </Box>
      )}
      renderValue={(people, getItemProps) =>
        people.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={person.active ? person.name : `${person.name} (inactive)`}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={
            helperText ??
            (pickable.isError ? errorMessage(pickable.error, userMessages.loadFailed) : undefined)
          }
        />
      )}
    />
  );
}
