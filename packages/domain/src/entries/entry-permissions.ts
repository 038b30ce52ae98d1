import type { FieldConfig } from '../fields/field-config.schemas.ts';
import {
  type FormActor,
  type FormFacts,
  hasDataAccess,
  isNamedIn,
  isOwner,
} from '../forms/form-permissions.ts';

/** Org admin and the form's owner hold every data right of the form (forms spec §6). */
function isFormAdmin(actor: FormActor, form: FormFacts): boolean {
  return actor.isOrgAdmin || isOwner(actor, form);
}

/** Whose entries a reader sees: all, only their own, or none (and why, in the spec's words). */
export type ViewScope = { kind: 'all' } | { kind: 'self' } | { kind: 'none'; reason: string };

export function viewScope(actor: FormActor, form: FormFacts & { name: string }): ViewScope {
  if (!form.formUsabilitySettings.formDataRead)
    return { kind: 'none', reason: 'Data view for this form is disabled.' };
  if (isFormAdmin(actor, form) || hasDataAccess(actor, form, 'view_all_data')) return { kind: 'all' };
  if (hasDataAccess(actor, form, 'view_self_data')) return { kind: 'self' };
  return { kind: 'none', reason: `You do not have permission to view data of ${form.name}.` };
}

type EntryAction = 'update' | 'trash' | 'delete';

const LISTS: Record<
  EntryAction,
  {
    all: 'update_all_data' | 'trash_all_data' | 'delete_all_data';
    self: 'update_self_data' | 'trash_self_data' | 'delete_self_data';
  }
> = {
  update: { all: 'update_all_data', self: 'update_self_data' },
  trash: { all: 'trash_all_data', self: 'trash_self_data' },
  delete: { all: 'delete_all_data', self: 'delete_self_data' },
};

/** The form-level switch that must be on: updating needs formDataUpdate, trashing and deleting formDataDelete. */
export function actionSwitchOn(form: FormFacts, action: EntryAction): boolean {
  return action === 'update'
    ? form.formUsabilitySettings.formDataUpdate
    : form.formUsabilitySettings.formDataDelete;
}

/**
 * May the actor update, trash or delete this entry? The all-data variant (admin and owner always hold it)
 * covers every entry; the self-data variant only entries the actor created.
 */
export function canActOnEntry(
  actor: FormActor,
  form: FormFacts,
  action: EntryAction,
  entry: { createdBy: string | null },
): boolean {
  if (!actionSwitchOn(form, action)) return false;
  if (isFormAdmin(actor, form) || hasDataAccess(actor, form, LISTS[action].all)) return true;
  return hasDataAccess(actor, form, LISTS[action].self) && entry.createdBy === actor.id;
}

/** Whether the actor holds the right for some entries at all (to enable a bulk button before choosing rows). */
export function holdsEntryRight(
  actor: FormActor,
  form: FormFacts,
  action: EntryAction,
): 'all' | 'self' | null {
  if (!actionSwitchOn(form, action)) return null;
  if (isFormAdmin(actor, form) || hasDataAccess(actor, form, LISTS[action].all)) return 'all';
  return hasDataAccess(actor, form, LISTS[action].self) ? 'self' : null;
}

type LockFacts = Pick<FieldConfig, 'userLock' | 'viewAccess' | 'editAccess'>;

/** A locked field is visible to admin and owner and to its viewers and editors; a hidden field never leaves the server. */
export function canViewField(actor: FormActor, form: FormFacts, field: LockFacts): boolean {
  if (!field.userLock || isFormAdmin(actor, form)) return true;
  return isNamedIn(actor, field.viewAccess) || isNamedIn(actor, field.editAccess);
}

/** A locked field is writable by admin and owner and by its editors only. */
export function canEditField(actor: FormActor, form: FormFacts, field: LockFacts): boolean {
  if (!field.userLock || isFormAdmin(actor, form)) return true;
  return isNamedIn(actor, field.editAccess);
}
