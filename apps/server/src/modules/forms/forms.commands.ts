import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { CreateForm, HistoryChangeType } from '@atrium/domain/forms/forms.schemas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { createEntryStorage } from '../entries/entry-storage.ts';
import { placeNewForm } from './form-placement.ts';
import { type FormInsert, type FormRow, insertForm, insertHistory, updateForm } from './forms.repo.ts';
import * as rules from './forms.rules.ts';
import { accessConfigOf } from './forms.view.ts';

/** Who writes: the organisation, and the user recorded as creator, editor and (by default) owner. */
export interface FormAuthor {
  orgId: string;
  userId: string;
  userName: string;
}

/** Records the version the row now has, with a snapshot of its configuration, and tells the organisation. */
export async function recordVersion(tx: Tx, author: FormAuthor, row: FormRow, changeType: HistoryChangeType) {
  await insertHistory(tx, {
    form: row,
    changeType,
    updatedBy: author.userId,
    updatedByName: author.userName,
    snapshot: { name: row.name, fieldConfig: row.fieldConfig, access: accessConfigOf(row) },
  });
  await publish(tx, { type: 'forms.changed', formId: row.id }, { kind: 'org', orgId: author.orgId });
}

/** Columns a caller may set beside the form's own: template marks and import provenance. */
type FormExtras = Pick<
  FormInsert,
  'templateFormRef' | 'importedFrom' | 'isTemplateForm' | 'templateId' | 'templateMeta'
>;

/**
 * Creates a form in the caller's transaction: the row, its entry partition and indexes, its place in a group
 * (Default when none is chosen) and version 1. The input is checked against the organisation (people, foreign
 * keys, locks); whether the author may create forms at all is the caller's to decide (the route asks the form
 * rules). Events leave with the caller's commit.
 */
export async function addForm(
  tx: Tx,
  author: FormAuthor,
  input: CreateForm,
  extra: FormExtras = {},
): Promise<FormRow> {
  rules.requireNoConflicts(input);
  await rules.requireKnownPeople(tx, author.orgId, { ...input, owner: input.owner ?? author.userId });
  await rules.requireKnownForeignKeys(tx, author.orgId, input.fieldConfig);
  await rules.requireKnownLockPeople(tx, author.orgId, input.fieldConfig);
  const row = await insertNewForm(tx, author, input, extra);
  await publish(tx, { type: 'form-groups.changed' }, { kind: 'org', orgId: author.orgId });
  return row;
}

/** The rows of a new form at version 1: the form, its entry storage, its place in a group, its history. */
async function insertNewForm(
  tx: Tx,
  author: FormAuthor,
  input: CreateForm & { id?: string },
  extra: FormExtras,
): Promise<FormRow> {
  const access = { ...input, owner: input.owner ?? author.userId };
  const row = await insertForm(tx, {
    id: input.id,
    orgId: author.orgId,
    name: input.name,
    owner: access.owner,
    editFormConfig: access.editFormConfig,
    formDataAccess: access.formDataAccess,
    formUsabilitySettings: access.formUsabilitySettings,
    dataVersionSettings: access.dataVersionSettings,
    fieldConfig: input.fieldConfig,
    fieldCount: rules.liveFieldCount(input.fieldConfig),
    version: 1,
    createdBy: author.userId,
    updatedBy: author.userId,
    ...extra,
  });
  await createEntryStorage(tx, row);
  await placeNewForm(
    tx,
    { orgId: author.orgId, formId: row.id, formGroupId: input.formGroupId, by: author.userId },
    access,
  );
  await recordVersion(tx, author, row, 'initial_creation');
  return row;
}

/**
 * Saves a form's name and fields as its next version, in the caller's transaction, for a row the caller has
 * locked and allowed: new foreign keys and lock people are checked against the organisation, fields missing
 * from the save are kept flagged removed, and the version goes to the history.
 */
export async function saveFieldConfig(
  tx: Tx,
  author: FormAuthor,
  current: FormRow,
  input: Pick<CreateForm, 'name' | 'fieldConfig'>,
): Promise<FormRow> {
  const fieldConfig = rules.keepRemovedFields(current.fieldConfig, input.fieldConfig);
  return writeFieldVersion(tx, author, current, { name: input.name, fieldConfig });
}

/** The next version of a form with these fields: checked against the organisation, recorded in the history. */
async function writeFieldVersion(
  tx: Tx,
  author: FormAuthor,
  current: FormRow,
  input: Pick<CreateForm, 'name' | 'fieldConfig'>,
): Promise<FormRow> {
  await rules.requireKnownForeignKeys(tx, author.orgId, input.fieldConfig, current.fieldConfig);
  await rules.requireKnownLockPeople(tx, author.orgId, input.fieldConfig, current.fieldConfig);
  const row = await updateForm(tx, author.orgId, current.id, {
    name: input.name,
    fieldConfig: input.fieldConfig,
    fieldCount: rules.liveFieldCount(input.fieldConfig),
    version: current.version + 1,
    updatedBy: author.userId,
  });
  await recordVersion(tx, author, row, 'field_config');
  return row;
}

/** The template a form is created for, as its template meta records it. */
export interface TemplateOfForm {
  id: string;
  name: string;
  description: string;
}

/**
 * Creates a template's form in the caller's transaction: a form of the author's organisation (the creators'
 * workspace) made with `addForm`, marked as the template's. Rolled back with the caller's transaction,
 * so a template that could not take the form leaves no form behind.
 */
export async function addTemplateForm(
  tx: Tx,
  author: FormAuthor,
  input: CreateForm,
  template: TemplateOfForm,
): Promise<FormRow> {
  return addForm(tx, author, input, {
    templateId: template.id,
    isTemplateForm: true,
    templateMeta: {
      templateId: template.id,
      templateName: template.name,
      templateDescription: template.description,
    },
  });
}

/**
 * Gives a form a new field list as its next version, with a history entry (templates: a release, a save on a
 * published template). Foreign keys and lock people are checked against the organisation; whether the author
 * may change the form is the caller's to decide.
 */
export async function setFormFields(
  tx: Tx,
  author: FormAuthor,
  current: FormRow,
  fieldConfig: FieldConfig[],
): Promise<FormRow> {
  return writeFieldVersion(tx, author, current, { name: current.name, fieldConfig });
}

/**
 * Creates a copy of a form under a chosen id (so copies that reference each other can be rewritten before
 * any is written), at version 1, placed like a new form. Foreign keys are not checked: the caller writes the
 * forms they point to in the same transaction.
 */
export async function addFormCopy(
  tx: Tx,
  author: FormAuthor,
  input: CreateForm & { id: string },
  extra: FormExtras,
): Promise<FormRow> {
  return insertNewForm(tx, author, { ...input, formGroupId: null }, extra);
}
