import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { canSeeFormGroup, type FormGroupFacts } from '@atrium/domain/form-groups/form-group-permissions.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { forbidden } from '../../platform/http/errors.ts';
import type { FormGroupRow } from './form-groups.repo.ts';

/** Form groups belong to an organisation session; master admins and creators have none. */
export function orgIdOf(auth: AuthContext): string {
  if (auth.kind !== 'org' || !auth.orgId) throw forbidden(authMessages.userOrOrgNotFound);
  return auth.orgId;
}

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
