import { fieldMessages } from '@atrium/domain/fields/field.messages.ts';
import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import { usersCoveredByGroups } from '@atrium/domain/forms/form-permissions.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PeopleOptions } from './people-options.ts';
import { PrincipalPicker } from './principal-picker.tsx';

interface PrincipalsFieldProps {
  /** Names the rule; the two pickers are labelled '<title>: users' and '<title>: user groups'. */
  title: string;
  value: Principals;
  onChange: (value: Principals) => void;
  people: PeopleOptions;
  /** Who holds the conflicting right: they may not be chosen here as well. */
  conflicting?: Principals | null;
  disabled?: boolean;
}

/** One rule's users and user groups; a user reached through a chosen group is not picked a second time. */
export function PrincipalsField({
  title,
  value,
  onChange,
  people,
  conflicting,
  disabled,
}: PrincipalsFieldProps) {
  const headingId = useId();
  const covered = usersCoveredByGroups(value.groups, people.groupMembers);
  const userReason = (id: string) => {
    if (conflicting?.users.includes(id)) return fieldMessages.conflictingRole;
    if (covered.has(id)) return fieldMessages.alreadyInGroup;
    return null;
  };
  const groupReason = (id: string) =>
    conflicting?.groups.includes(id) ? fieldMessages.conflictingRole : null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        {title}
      </Typography>
      <PrincipalPicker
        label={`${title}: users`}
        options={people.users}
        value={value.users}
        onChange={(users) => onChange({ ...value, users })}
        disabledReason={userReason}
        disabled={disabled}
        noOptionsText="No users found"
      />
      <PrincipalPicker
        label={`${title}: user groups`}
        options={people.groups}
        value={value.groups}
        onChange={(groups) => onChange({ ...value, groups })}
        disabledReason={groupReason}
        disabled={disabled}
        noOptionsText="No user groups found"
      />
    </Box>
  );
}
