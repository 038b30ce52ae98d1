import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import { type FormFacts, hasAnyDataAccess } from '@atrium/domain/forms/form-permissions.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import type { PrincipalOption } from '../access/principal-picker.tsx';

const factsOf = (form: Form): FormFacts => ({
  owner: form.owner?.id ?? null,
  editFormConfig: form.editFormConfig,
  formDataAccess: form.formDataAccess,
  formUsabilitySettings: form.formUsabilitySettings,
});

/**
 * One warning per chosen user or group that holds no data right in the form (a group: neither itself nor any
 * member): they would see the form in the group but could neither view nor enter its data.
 */
export function noDataAccessWarnings(
  form: Form,
  chosen: { users: readonly string[]; groups: readonly string[] },
  names: {
    users: readonly PrincipalOption[];
    groups: readonly PrincipalOption[];
    groupMembers: ReadonlyArray<{ id: string; users: readonly string[] }>;
  },
): string[] {
  const facts = factsOf(form);
  const nameOf = (list: readonly PrincipalOption[], id: string) =>
    list.find((option) => option.id === id)?.name ?? 'Unknown';
  return [
    ...chosen.users
      .filter((id) => !hasAnyDataAccess({ users: [id] }, facts, names.groupMembers))
      .map((id) => `${nameOf(names.users, id)} ${m.noDataAccessWarning}`),
    ...chosen.groups
      .filter((id) => !hasAnyDataAccess({ groups: [id] }, facts, names.groupMembers))
      .map((id) => `${nameOf(names.groups, id)} ${m.noDataAccessWarning}`),
  ];
}
