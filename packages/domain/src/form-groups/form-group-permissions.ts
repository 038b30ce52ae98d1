import type { Principals } from '../fields/field-config.schemas.ts';
import { type FormActor, isNamedIn } from '../forms/form-permissions.ts';

export interface FormGroupFacts {
  isDefault: boolean;
  isTrashed: boolean;
  createdBy: string | null;
  groupVisibility: Principals;
}

/** Org admins edit any group; others only groups they created; the rest open read-only ('View'). */
export function canEditFormGroup(actor: FormActor, group: FormGroupFacts): boolean {
  return actor.isOrgAdmin || (group.createdBy !== null && group.createdBy === actor.id);
}

/** Deleting (and restoring) follows editing, and the Default group can never be deleted. */
export function canDeleteFormGroup(actor: FormActor, group: FormGroupFacts): boolean {
  return !group.isDefault && canEditFormGroup(actor, group);
}

/**
 * Non-admins see a live group when it is Default or its visibility names them, directly or through a user
 * group; org admins see every group (forms spec §6).
 */
export function canSeeFormGroup(actor: FormActor, group: FormGroupFacts): boolean {
  if (actor.isOrgAdmin) return true;
  if (group.isTrashed) return false;
  return group.isDefault || isNamedIn(actor, group.groupVisibility);
}

/** Within a group a form is visible to its listed users, members of its listed groups, and org admins. */
export function canSeeFormInGroup(actor: FormActor, visibility: Principals): boolean {
  return actor.isOrgAdmin || isNamedIn(actor, visibility);
}

/** Group visibility is the union of every form's users and user groups; it is never edited directly. */
export function deriveGroupVisibility(
  forms: ReadonlyArray<{ users: readonly string[]; groups: readonly string[] }>,
): Principals {
  return {
    users: [...new Set(forms.flatMap((form) => form.users))],
    groups: [...new Set(forms.flatMap((form) => form.groups))],
  };
}
