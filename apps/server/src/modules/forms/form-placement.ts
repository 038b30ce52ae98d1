import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import { deriveGroupVisibility } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formGroupMessages } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormAccessConfig } from '@atrium/domain/forms/forms.schemas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  type FormGroupRow,
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
