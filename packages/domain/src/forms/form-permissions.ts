import { APP } from '../access/apps.catalogue.ts';
import { type Actor, hasRole } from '../access/permissions.ts';
import type { Principals } from '../fields/field-config.schemas.ts';
import type { DataAccessKey, FormDataAccess, FormUsability } from './forms.schemas.ts';

/** The person acting, with the user groups they belong to (a group stands for its members). */
export interface FormActor {
  id: string;
  isOrgAdmin: boolean;
  groupIds: readonly string[];
}

/** What the rules need to know about a form. */
export interface FormFacts {
  owner: string | null;
  editFormConfig: Principals;
  formDataAccess: FormDataAccess;
  formUsabilitySettings: FormUsability;
}

export const FORM_ROLE = {
  viewData: 'dynamic-form:view_form_data',
  createForm: 'dynamic-form:create_new',
  manageForms: 'dynamic-form:manage_forms',
  createGroup: 'dynamic-form:create_form_group',
  manageGroups: 'dynamic-form:manage_form_groups',
} as const;
export type FormRole = (typeof FORM_ROLE)[keyof typeof FORM_ROLE];

/** A form-management role: org admins hold them all. */
export function hasFormRole(actor: Actor, role: FormRole): boolean {
  return actor.isOrgAdmin || hasRole(actor, APP.forms, role);
}

/** Named directly or through one of the actor's user groups. */
export function isNamedIn(actor: FormActor, principals: Principals): boolean {
  return (
    principals.users.includes(actor.id) || principals.groups.some((group) => actor.groupIds.includes(group))
  );
}

export function isOwner(actor: FormActor, form: Pick<FormFacts, 'owner'>): boolean {
  return form.owner !== null && form.owner === actor.id;
}

/** Admin, owner, or named in editFormConfig (directly or via a group) may edit the field configuration. */
export function canEditFieldConfig(actor: FormActor, form: FormFacts): boolean {
  return actor.isOrgAdmin || isOwner(actor, form) || isNamedIn(actor, form.editFormConfig);
}

/** Only admin and owner edit the access configuration (forms spec §6). */
export function canEditAccessConfig(actor: FormActor, form: FormFacts): boolean {
  return actor.isOrgAdmin || isOwner(actor, form);
}

/** Only admin and owner trash, restore and permanently delete a form. */
export function canManageFormLifecycle(actor: FormActor, form: FormFacts): boolean {
  return actor.isOrgAdmin || isOwner(actor, form);
}

export function hasDataAccess(actor: FormActor, form: FormFacts, key: DataAccessKey): boolean {
  return isNamedIn(actor, form.formDataAccess[key]);
}

/** Why data entry is refused, in the spec's words, or null when it is allowed. */
export function dataEntryRefusal(actor: FormActor, form: FormFacts): string | null {
  if (!form.formUsabilitySettings.formDataCreate) return 'Data entry for this form is disabled.';
  if (actor.isOrgAdmin || isOwner(actor, form) || hasDataAccess(actor, form, 'create_data')) return null;
  return 'You do not have permission to enter data for this form.';
}

export function canEnterData(actor: FormActor, form: FormFacts): boolean {
  return dataEntryRefusal(actor, form) === null;
}

/** Viewing data: admin, owner, or a view list; a form-level switch can turn it off for everyone. */
export function canViewData(actor: FormActor, form: FormFacts): boolean {
  if (!form.formUsabilitySettings.formDataRead) return false;
  return (
    actor.isOrgAdmin ||
    isOwner(actor, form) ||
    hasDataAccess(actor, form, 'view_all_data') ||
    hasDataAccess(actor, form, 'view_self_data')
  );
}

/**
 * Any data right at all, for the no-data-access warning of the form group dialogs. A user holds one as the
 * owner or when a data list names them, directly or through a user group they belong to; a user group when
 * a list names it, or when any of its members holds one (a group "Default" whose members are each named
 * has data access, though the lists never name the group).
 */
export function hasAnyDataAccess(
  principal: { users?: string[]; groups?: string[] },
  form: FormFacts,
  groups: ReadonlyArray<{ id: string; users: readonly string[] }> = [],
): boolean {
  const lists = Object.values(form.formDataAccess);
  const userHolds = (id: string) => {
    if (form.owner === id) return true;
    const groupIds = groups.filter((group) => group.users.includes(id)).map((group) => group.id);
    return lists.some((list) => isNamedIn({ id, isOrgAdmin: false, groupIds }, list));
  };
  const id = principal.users?.[0];
  if (id !== undefined) return userHolds(id);
  const group = principal.groups?.[0];
  if (group === undefined) return false;
  const members = groups.find((candidate) => candidate.id === group)?.users ?? [];
  return lists.some((list) => list.groups.includes(group)) || members.some(userHolds);
}

/** Conflicting data-access pairs that name the same user or group; empty when the lists are sound. */
export function dataAccessConflicts(access: FormDataAccess): Array<[DataAccessKey, DataAccessKey]> {
  const pairs: Array<[DataAccessKey, DataAccessKey]> = [
    ['view_all_data', 'view_self_data'],
    ['update_all_data', 'update_self_data'],
    ['trash_all_data', 'trash_self_data'],
    ['delete_all_data', 'delete_self_data'],
  ];
  return pairs.filter(([a, b]) => {
    const users = new Set(access[a].users);
    const groups = new Set(access[a].groups);
    return access[b].users.some((u) => users.has(u)) || access[b].groups.some((g) => groups.has(g));
  });
}

/** The other side of a conflict pair, if the list has one. */
export function conflictingList(key: DataAccessKey): DataAccessKey | null {
  if (key === 'create_data') return null;
  return (
    key.endsWith('_all_data')
      ? key.replace('_all_data', '_self_data')
      : key.replace('_self_data', '_all_data')
  ) as DataAccessKey;
}

/** Users covered by chosen groups are disabled in a user picker ('Already in selected group(s)'). */
export function usersCoveredByGroups(
  chosenGroupIds: readonly string[],
  groups: ReadonlyArray<{ id: string; users: readonly string[] }>,
): Set<string> {
  const chosen = new Set(chosenGroupIds);
  return new Set(groups.filter((group) => chosen.has(group.id)).flatMap((group) => group.users));
}
