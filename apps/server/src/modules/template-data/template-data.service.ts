import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { CREATOR_WORKSPACE_ID } from '@atrium/domain/templates/templates.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { publishCoalesced } from '../../platform/events/coalesced-publisher.ts';
import type { Audience } from '../../platform/events/event-bus.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import {
  changeEntryValues,
  deleteEntriesForGood,
  removeEntryFiles,
  submitEntry,
} from '../entries/entries.commands.ts';
import { newestEntriesPage } from '../entries/entries.queries.ts';
import { checkedValuesOf } from '../entries/entries.service.ts';
import { liveFields } from '../entries/entries-caller.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { templateNameOf } from '../templates/templates.queries.ts';
import { templateFormCaller } from './template-data.caller.ts';
import { editableFields, entryScreenFields, toTemplateEntry, viewableFields } from './template-data.view.ts';

export type TemplateDataDeps = Pick<AppContext, 'db' | 'storage'>;
export interface TemplateFormAt {
  templateId: string;
  formId: string;
}

/**
 * Tells open lists of the form to read again, after commit. The creators' workspace is no organisation
 * session and the event bus has no audience for creators, so every tab hears its forms' changes (the event
 * carries the form id and nothing else); an organisation's template form tells that organisation.
 */
export function templateEntriesChanged(db: Db, at: { orgId: string; formId: string }): void {
  const audience: Audience =
    at.orgId === CREATOR_WORKSPACE_ID ? { kind: 'everyone' } : { kind: 'org', orgId: at.orgId };
  publishCoalesced(db, `entries:${at.formId}`, { type: 'entries.changed', formId: at.formId }, audience);
}

export async function templateForm(deps: TemplateDataDeps, auth: AuthContext, at: TemplateFormAt) {
  const { caller, form } = await templateFormCaller(deps.db, auth, at);
  const templateName = (await templateNameOf(deps.db, caller.orgId, at.templateId)) ?? '';
  return {
    form: { id: form.id, name: form.name, templateName, fields: entryScreenFields(caller.actor, form) },
  };
}

export async function listTemplateEntries(
  deps: TemplateDataDeps,
  auth: AuthContext,
  at: TemplateFormAt,
  page: { page: number; pageSize: number },
) {
  const { caller, form } = await templateFormCaller(deps.db, auth, at);
  const fields = viewableFields(caller.actor, form);
  const { rows, total } = await newestEntriesPage(deps.db, { orgId: caller.orgId, formId: form.id }, page);
  return { entries: rows.map((row) => toTemplateEntry(row, fields)), total };
}

/** A value for a live field the caller may not edit is refused, never quietly dropped. */
function refuseLockedValues(form: FormRow, editable: readonly FieldConfig[], data: EntryData): void {
  const locked = liveFields(form).filter(
    (field) => !editable.includes(field) && Object.hasOwn(data, field.id),
  );
  if (locked.length > 0) throw forbidden(entryMessages.lockedField);
}

export async function createTemplateEntry(
  deps: TemplateDataDeps,
  auth: AuthContext,
  at: TemplateFormAt,
  data: EntryData,
) {
  const { caller, form } = await templateFormCaller(deps.db, auth, at);
  const editable = editableFields(caller.actor, form);
  refuseLockedValues(form, editable, data);
  const values = checkedValuesOf(editable, { orgId: caller.orgId, form }, data, {
    partial: false,
    message: entryMessages.fixFormErrors,
  });
  const row = await submitEntry(deps.db, caller, form, values);
  templateEntriesChanged(deps.db, { orgId: caller.orgId, formId: form.id });
  return {
    entry: toTemplateEntry(row, viewableFields(caller.actor, form)),
    message: m.templateFormSubmitted,
  };
}

/** One field of an entry; a field the caller may not edit is refused, a field the form lacks is not found. */
export async function updateTemplateEntryField(
  deps: TemplateDataDeps,
  auth: AuthContext,
  at: TemplateFormAt & { entryId: string },
  change: { fieldId: string; value: unknown },
) {
  const { caller, form } = await templateFormCaller(deps.db, auth, at);
  const field = liveFields(form).find((candidate) => candidate.id === change.fieldId);
  if (!field) throw notFound(entryMessages.unknownField);
  refuseLockedValues(form, editableFields(caller.actor, form), { [field.id]: change.value });
  const values = checkedValuesOf(
    [field],
    { orgId: caller.orgId, form },
    { [field.id]: change.value },
    { partial: true, message: entryMessages.fixUpdateErrors },
  );
  const changed = await changeEntryValues(deps.db, caller, form, at.entryId, values);
  if (!changed) throw notFound(entryMessages.entryNotFound);
  templateEntriesChanged(deps.db, { orgId: caller.orgId, formId: form.id });
  await removeEntryFiles(deps.storage, caller, form, changed.removedFiles);
  return {
    entry: toTemplateEntry(changed.entry, viewableFields(caller.actor, form)),
    message: entryMessages.updated,
  };
}

/** Deletes entries of the template form for good (the data list keeps no trash). */
export async function removeTemplateEntries(
  deps: TemplateDataDeps,
  auth: AuthContext,
  at: TemplateFormAt,
  ids: readonly string[],
) {
  const { caller, form } = await templateFormCaller(deps.db, auth, at);
  const { deleted, fileKeys } = await deleteEntriesForGood(deps.db, caller, form, [...new Set(ids)]);
  if (deleted.length === 0) throw notFound(entryMessages.entryNotFound);
  templateEntriesChanged(deps.db, { orgId: caller.orgId, formId: form.id });
  await removeEntryFiles(deps.storage, caller, form, fileKeys);
  return {
    message: ids.length === 1 ? entryMessages.entryDeleted : entryMessages.deletedCount(deleted.length),
  };
}
