import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import { deriveGroupVisibility } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formGroupMessages } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormAccessConfig } from '@atrium/domain/forms/forms.schemas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  type FormGroupRow,
  groupIdsHolding,
  lockDefaultGroup,
  lockGroupsHolding,
  lockLiveGroup,
  writeGroupForms,
} from './form-placement.repo.ts';
import { peopleNamedIn } from './forms.rules.ts';

/**
 * Puts a new form in the chosen live group, or in Default when none is chosen. The group shows it to everyone
 * its access configuration names (owner included), and the group's visibility is recomputed as the union.
 */
export async function placeNewForm(
  tx: Tx,
  placement: { orgId: string; formId: string; formGroupId: string | null; by: string },
  access: Pick<FormAccessConfig, 'owner' | 'editFormConfig' | 'formDataAccess'>,
): Promise<string> {
  const { orgId, formId, formGroupId, by } = placement;
  const group = formGroupId
    ? await lockLiveGroup(tx, orgId, formGroupId)
    : await lockDefaultGroup(tx, orgId, by);
  if (!group) throw notFound(formGroupMessages.notFound);
  const formVisibility = { ...group.formVisibility, [formId]: peopleNamedIn(access) };
  await writeGroupForms(
    tx,
    group,
    {
      forms: [...group.forms.filter((id) => id !== formId), formId],
      formVisibility,
      groupVisibility: deriveGroupVisibility(Object.values(formVisibility)),
    },
    by,
  );
  return group.id;
}

/** Takes deleted forms out of every group's forms and form_visibility, recomputing each group's visibility. */
export async function removeFromGroups(tx: Tx, orgId: string, formIds: string[], by: string): Promise<void> {
  const gone = new Set(formIds);
  const groups: FormGroupRow[] = await lockGroupsHolding(tx, orgId, formIds);
  for (const group of groups) {
    const formVisibility: Record<string, Principals> = Object.fromEntries(
      Object.entries(group.formVisibility).filter(([id]) => !gone.has(id)),
    );
    await writeGroupForms(
      tx,
      group,
      {
        forms: group.forms.filter((id) => !gone.has(id)),
        formVisibility,
        groupVisibility: deriveGroupVisibility(Object.values(formVisibility)),
      },
      by,
    );
  }
}

/**
 * Default holds the forms no other group holds, as the spec gives a form one `form_group`: a form that other
 * groups take leaves Default, and a form they let go, held by no group any more, returns there, shown to the
 * people the letting group showed it to. `groupIds` are the groups being saved or deleted.
 */
export async function rehomeInDefault(
  tx: Tx,
  at: { orgId: string; groupIds: readonly string[]; by: string },
  change: { taken: readonly string[]; released: Readonly<Record<string, Principals>> },
): Promise<void> {
  const home = await lockDefaultGroup(tx, at.orgId, at.by);
  if (at.groupIds.includes(home.id)) return;
  const taken = new Set(change.taken);
  const forms = home.forms.filter((id) => !taken.has(id));
  const formVisibility = Object.fromEntries(
    Object.entries(home.formVisibility).filter(([id]) => !taken.has(id)),
  );
  for (const [formId, people] of Object.entries(change.released)) {
    const holders = await groupIdsHolding(tx, at.orgId, formId);
    if (holders.some((id) => !at.groupIds.includes(id))) continue;
    forms.push(formId);
    formVisibility[formId] = people;
  }
  if (forms.length === home.forms.length && forms.every((id, i) => id === home.forms[i])) return;
  const groupVisibility = deriveGroupVisibility(Object.values(formVisibility));
  await writeGroupForms(tx, home, { forms, formVisibility, groupVisibility }, at.by);
}
