import { formGroupMessages as m } from './form-groups.messages.ts';

/** One chosen form of a group, with the people it is shown to inside the group. */
export interface ChosenForm {
  formId: string;
  users: readonly string[];
  groups: readonly string[];
}

/**
 * Each chosen form must be shown to at least one user or user group (forms spec §5). Returns the refusal for
 * every form that is not, by form id, in the forms' order; empty when every form names someone.
 */
export function formPeopleRefusals(
  forms: readonly ChosenForm[],
  nameOf: (formId: string) => string,
): Record<string, string> {
  const refusals: Record<string, string> = {};
  for (const form of forms) {
    if (form.users.length === 0 && form.groups.length === 0) {
      refusals[form.formId] = m.assignPeopleFor(nameOf(form.formId));
    }
  }
  return refusals;
}
