import { mayAct, reachOf } from '../access/scoped-rights.ts';
import type { FieldConfig } from '../fields/field-config.schemas.ts';
import {
  type FormActor,
  type FormFacts,
  hasDataAccess,
  isNamedIn,
  isOwner,
} from '../forms/form-permissions.ts';
import { DATA_ACCESS_KEYS } from '../forms/forms.schemas.ts';
import { DATA_RIGHTS, type DataAction, type DataRole } from './data-rights.ts';

/** Org admin and the form's owner hold every data right of the form (forms spec §6). */
function isFormAdmin(actor: FormActor, form: FormFacts): boolean {
  return actor.isOrgAdmin || isOwner(actor, form);
}

/** The data roles the actor holds on this form: the lists naming them, and form_admin for admin and owner. */
function dataRolesOf(actor: FormActor, form: FormFacts): DataRole[] {
  const held: DataRole[] = DATA_ACCESS_KEYS.filter((key) => hasDataAccess(actor, form, key));
  return isFormAdmin(actor, form) ? [...held, 'form_admin'] : held;
}

/** Whose entries a reader sees: all, only their own, or none (and why, in the spec's words). */
export type ViewScope = { kind: 'all' } | { kind: 'self' } | { kind: 'none'; reason: string };

export function viewScope(actor: FormActor, form: FormFacts & { name: string }): ViewScope {
  if (!form.formUsabilitySettings.formDataRead)
    return { kind: 'none', reason: 'Data view for this form is disabled.' };
  const reach = reachOf(DATA_RIGHTS, dataRolesOf(actor, form), 'view');
  if (reach === 'all') return { kind: 'all' };
  if (reach === 'own') return { kind: 'self' };
  return { kind: 'none', reason: `You do not have permission to view data of ${form.name}.` };
}

type EntryAction = Extract<DataAction, 'update' | 'trash' | 'delete'>;

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
  return mayAct(DATA_RIGHTS, dataRolesOf(actor, form), action, entry.createdBy === actor.id);
}

/** Whether the actor holds the right for some entries at all (to enable a bulk button before choosing rows). */
export function holdsEntryRight(
  actor: FormActor,
  form: FormFacts,
  action: EntryAction,
): 'all' | 'self' | null {
  if (!actionSwitchOn(form, action)) return null;
  const reach = reachOf(DATA_RIGHTS, dataRolesOf(actor, form), action);
  if (reach === 'all') return 'all';
  return reach === 'own' ? 'self' : null;
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

/**
 * The fields a request names that are locked to the actor: a create, an edit or a bulk update naming any of
 * them is refused whole, rather than written in part (the entry screens send only the fields one may write).
 */
export function lockedFieldsNamed<F extends LockFacts & { id: string }>(
  actor: FormActor,
  form: FormFacts,
  fields: readonly F[],
  named: ReadonlySet<string> | readonly string[],
): F[] {
  const keys = new Set(named);
  return fields.filter((field) => keys.has(field.id) && !canEditField(actor, form, field));
}
