import type { People } from '@atrium/domain/forms/forms.schemas.ts';
import type { PrincipalOption } from './principal-picker.tsx';

/** The people of the organisation as the pickers show them, sorted by name. */
export interface PeopleOptions {
  users: PrincipalOption[];
  groups: PrincipalOption[];
  groupMembers: People['groups'];
}

const byName = (a: PrincipalOption, b: PrincipalOption) => a.name.localeCompare(b.name);

export function toPeopleOptions(people: People): PeopleOptions {
  return {
    users: people.users.map((user) => ({ id: user.id, name: user.name, detail: user.email })).sort(byName),
    groups: people.groups
      .map((group) => ({
        id: group.id,
        name: group.name,
        detail: group.users.length === 1 ? '1 member' : `${group.users.length} members`,
      }))
      .sort(byName),
    groupMembers: people.groups,
  };
}
