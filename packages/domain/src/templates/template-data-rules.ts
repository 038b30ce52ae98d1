import { entryMessages } from '../entries/entries.messages.ts';
import type { FieldConfig, Principals } from '../fields/field-config.schemas.ts';
import type { FormDataAccess } from '../forms/forms.schemas.ts';
import { templateMessages } from './templates.messages.ts';

// Who may enter data on a template form, and what each locked field lets them do (templates spec §6).

/** The person at work on a template form: a creator, or a member of the template's organisation. */
export interface TemplateDataActor {
  id: string;
  isCreator: boolean;
  /** Admin of the organisation that owns the template (the creators' workspace has none). */
  isOrgAdmin: boolean;
  groupIds: readonly string[];
}

/** What the rules read of a template form. */
export interface TemplateFormFacts {
  owner: string | null;
  formDataAccess: Pick<FormDataAccess, 'create_data'>;
}

const namedIn = (actor: TemplateDataActor, principals: Principals) =>
  principals.users.includes(actor.id) || principals.groups.some((group) => actor.groupIds.includes(group));

/** Creators, org admins, the form's owner, and users named in create_data (directly or by a group). */
export function templateEntryRefusal(actor: TemplateDataActor, form: TemplateFormFacts): string | null {
  if (actor.isCreator || actor.isOrgAdmin) return null;
  if (form.owner !== null && form.owner === actor.id) return null;
  if (namedIn(actor, form.formDataAccess.create_data)) return null;
  return templateMessages.noEntryPermission;
}

/** What the actor may do with a field: write it, only see it, or nothing (it is never sent). */
export type TemplateFieldAccess = 'edit' | 'view' | 'hidden';

/** A lock list lets everyone in when it names nobody, else those it names and members of its groups. */
const lets = (actor: TemplateDataActor, principals: Principals) =>
  (principals.users.length === 0 && principals.groups.length === 0) || namedIn(actor, principals);

/**
 * A field without userLock is editable by everyone who may enter data. A locked one is editable by admins,
 * creators and those its editAccess lets in; otherwise viewable by those its viewAccess lets in; else hidden.
 */
export function templateFieldAccess(
  actor: TemplateDataActor,
  field: Pick<FieldConfig, 'userLock' | 'viewAccess' | 'editAccess'>,
): TemplateFieldAccess {
  if (!field.userLock || actor.isCreator || actor.isOrgAdmin) return 'edit';
  if (lets(actor, field.editAccess)) return 'edit';
  return lets(actor, field.viewAccess) ? 'view' : 'hidden';
}

/** Why the actor may not upload a file into this field of a template form, or null: entering data and writing the field. */
export function templateUploadRefusal(
  actor: TemplateDataActor,
  form: TemplateFormFacts,
  field: Pick<FieldConfig, 'userLock' | 'viewAccess' | 'editAccess'>,
): string | null {
  return (
    templateEntryRefusal(actor, form) ??
    (templateFieldAccess(actor, field) === 'edit' ? null : entryMessages.lockedField)
  );
}
