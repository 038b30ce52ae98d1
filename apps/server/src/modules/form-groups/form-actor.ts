import { canSeeFormGroup, type FormGroupFacts } from '@atrium/domain/form-groups/form-group-permissions.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { FormGroupRow } from './form-groups.repo.ts';

export function groupFacts(row: FormGroupRow): FormGroupFacts {
  return {
    isDefault: row.isDefault,
    isTrashed: row.isTrashed,
    createdBy: row.createdBy,
    groupVisibility: row.groupVisibility,
  };
}

export const isCreator = (actor: FormActor, row: FormGroupRow) =>
  row.createdBy !== null && row.createdBy === actor.id;

/**
 * Who may open a group on the management side: whoever sees it, and its creator, who may edit, trash and
 * restore it even when no form of it is given to them (docs/decisions/0012).
 */
export function mayReadGroup(actor: FormActor, row: FormGroupRow): boolean {
  return canSeeFormGroup(actor, groupFacts(row)) || isCreator(actor, row);
}
