import { canDeleteFormGroup, canEditFormGroup } from '@atrium/domain/form-groups/form-group-permissions.ts';
import type { FormGroup, FormInGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { PersonRef } from '@atrium/domain/forms/forms.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { userNames } from '../people/people-directory.repo.ts';
import { groupFacts } from './form-actor.ts';
import type { FormGroupRow } from './form-groups.repo.ts';
import { formsById, type GroupedFormRow } from './form-groups-lookups.repo.ts';

interface Known {
  forms: Map<string, GroupedFormRow>;
  names: Map<string, string>;
}

function person(id: string | null, names: Map<string, string>): PersonRef | null {
  if (!id) return null;
  const name = names.get(id);
  return name === undefined ? null : { id, name };
}

/** The group's forms in their stored order; a form deleted meanwhile no longer shows. */
function formsOf(row: FormGroupRow, known: Map<string, GroupedFormRow>): FormInGroup[] {
  return row.forms.flatMap((formId) => {
    const form = known.get(formId);
    if (!form) return [];
    const visibility = row.formVisibility[formId] ?? { users: [], groups: [] };
    return [
      {
        formId,
        formName: form.name,
        users: visibility.users,
        groups: visibility.groups,
        isTrashed: form.isTrashed,
        trashedAt: form.trashedAt?.toISOString() ?? null,
        owner: form.owner,
      },
    ];
  });
}

function groupView(row: FormGroupRow, actor: FormActor, known: Known): FormGroup {
  const facts = groupFacts(row);
  return {
    id: row.id,
    name: row.name,
    forms: formsOf(row, known.forms),
    groupVisibility: row.groupVisibility,
    isDefault: row.isDefault,
    isTrashed: row.isTrashed,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: person(row.createdBy, known.names),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: person(row.updatedBy, known.names),
    canEdit: canEditFormGroup(actor, facts),
    canDelete: canDeleteFormGroup(actor, facts),
  };
}

/** The groups as the contract shows them, reading their forms and people in two queries. */
export async function groupViews(
  db: DbOrTx,
  orgId: string,
  actor: FormActor,
  rows: FormGroupRow[],
): Promise<FormGroup[]> {
  const forms = await formsById(
    db,
    orgId,
    rows.flatMap((row) => row.forms),
  );
  const people = rows.flatMap((row) => [row.createdBy, row.updatedBy]).filter((id) => id !== null);
  const names = await userNames(db, orgId, people);
  return rows.map((row) => groupView(row, actor, { forms, names }));
}

export async function oneGroupView(
  db: DbOrTx,
  orgId: string,
  actor: FormActor,
  row: FormGroupRow,
): Promise<FormGroup> {
  const [view] = await groupViews(db, orgId, actor, [row]);
  if (!view) throw new Error('a group view went missing');
  return view;
}
