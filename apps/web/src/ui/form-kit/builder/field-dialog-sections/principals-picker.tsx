import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import type { People } from '@atrium/domain/forms/forms.schemas.ts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

interface Choice {
  kind: 'Users' | 'User groups';
  id: string;
  name: string;
}

interface PrincipalsPickerProps {
  label: string;
  value: Principals;
  people: People;
  onChange: (next: Principals) => void;
}

/** Picks users and user groups in one box, grouped under two headings. */
export function PrincipalsPicker({ label, value, people, onChange }: PrincipalsPickerProps) {
  const choices = useMemo<Choice[]>(
    () => [
      ...people.users.map((user) => ({ kind: 'Users' as const, id: user.id, name: user.name })),
      ...people.groups.map((group) => ({ kind: 'User groups' as const, id: group.id, name: group.name })),
    ],
    [people],
  );
  const chosen = choices.filter((choice) =>
    choice.kind === 'Users' ? value.users.includes(choice.id) : value.groups.includes(choice.id),
  );
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={choices}
      groupBy={(choice) => choice.kind}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={chosen}
      onChange={(_event, next) =>
        onChange({
          users: next.filter((choice) => choice.kind === 'Users').map((choice) => choice.id),
          groups: next.filter((choice) => choice.kind === 'User groups').map((choice) => choice.id),
        })
      }
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
