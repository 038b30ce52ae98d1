import { useMemo } from 'react';
import { useFormPeople, useFormsList } from '../../api/forms.api.ts';
import { type PeopleOptions, toPeopleOptions } from '../access/people-options.ts';
import type { FormChoice } from './forms-chooser.tsx';

const NOBODY: PeopleOptions = { users: [], groups: [], groupMembers: [] };

/** The forms a group may include and the people who may see them, for the group editors. */
export function useGroupSources(enabled = true) {
  const forms = useFormsList();
  const people = useFormPeople(enabled);
  const formChoices = useMemo<FormChoice[]>(
    () =>
      (forms.data?.forms ?? [])
        .filter((form) => !form.isTrashed)
        .map((form) => ({ id: form.id, name: form.name, ownerId: form.owner?.id ?? null })),
    [forms.data],
  );
  const options = useMemo(() => (people.data ? toPeopleOptions(people.data) : NOBODY), [people.data]);
  return {
    formChoices,
    people: options,
    loadingForms: forms.isPending,
    isPending: people.isPending,
    error: forms.error ?? people.error,
    retry: () => Promise.all([forms.refetch(), people.refetch()]),
  };
}
