import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { canSeeFormGroup, canSeeFormInGroup } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { DataGroupCard, GroupFormCard } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { canEnterData, canViewData, type FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { groupFacts } from './form-actor.ts';
import { type FormGroupRow, findGroup, listGroups } from './form-groups.repo.ts';
import type { FormGroupsDeps } from './form-groups.service.ts';
import { formGroupsReader } from './form-groups.service.ts';
import { formsById, type GroupedFormRow } from './form-groups-lookups.repo.ts';

const NO_ONE = { users: [], groups: [] };

/** The forms of a group this reader sees there, in the group's order. */
function visibleForms(actor: FormActor, row: FormGroupRow, known: Map<string, GroupedFormRow>) {
  return row.forms.flatMap((formId) => {
    const form = known.get(formId);
    if (!form || !canSeeFormInGroup(actor, row.formVisibility[formId] ?? NO_ONE)) return [];
    return [form];
  });
}

/** The data-management landing: live groups the reader sees, each with the live forms they see in it. */
export async function listDataGroups(
  deps: FormGroupsDeps,
  auth: AuthContext,
  filter: { search: string },
): Promise<{ groups: DataGroupCard[] }> {
  const { orgId, actor } = await formGroupsReader(deps.db, auth, APP.data);
  const rows = await listGroups(deps.db, orgId, { trashed: false, search: filter.search });
  const shown = rows.filter((row) => canSeeFormGroup(actor, groupFacts(row)));
  const known = await formsById(
    deps.db,
    orgId,
    shown.flatMap((row) => row.forms),
  );
  return {
    groups: shown.map((row) => ({
      id: row.id,
      name: row.name,
      isDefault: row.isDefault,
      formCount: visibleForms(actor, row, known).filter((form) => !form.isTrashed).length,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

const matchesName = (search: string) => {
  const wanted = search.toLowerCase();
  return (form: GroupedFormRow) => !wanted || form.name.toLowerCase().includes(wanted);
};

function formCard(actor: FormActor, form: GroupedFormRow): GroupFormCard {
  return {
    id: form.id,
    name: form.name,
    fieldCount: form.fieldCount,
    isTrashed: form.isTrashed,
    trashedAt: form.trashedAt?.toISOString() ?? null,
    updatedAt: form.updatedAt.toISOString(),
    canEnterData: canEnterData(actor, form),
    canViewData: canViewData(actor, form),
  };
}

/** A group's page: the forms the reader sees in it, live or trashed, with what they may do with each. */
export async function listDataGroupForms(
  deps: FormGroupsDeps,
  auth: AuthContext,
  groupId: string,
  filter: { trashed: boolean; search: string },
): Promise<{ group: { id: string; name: string }; forms: GroupFormCard[] }> {
  const { orgId, actor } = await formGroupsReader(deps.db, auth, APP.data);
  const row = await findGroup(deps.db, orgId, groupId);
  if (!row || !canSeeFormGroup(actor, groupFacts(row)) || row.isTrashed) throw notFound(m.notFound);
  const known = await formsById(deps.db, orgId, row.forms);
  const forms = visibleForms(actor, row, known)
    .filter((form) => form.isTrashed === filter.trashed)
    .filter(matchesName(filter.search));
  return { group: { id: row.id, name: row.name }, forms: forms.map((form) => formCard(actor, form)) };
}
