import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type {
  Entry,
  EntryData,
  EntryHistoryItem,
  EntryListQuery,
} from '@atrium/domain/entries/entries.schemas.ts';
import { actionSwitchOn, canActOnEntry, viewScope } from '@atrium/domain/entries/entry-permissions.ts';
import { searchTextOf, validateEntryValues } from '@atrium/domain/entries/entry-values.ts';
import { withStoredChoices } from '@atrium/domain/entries/foreign-fallbacks.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { dataEntryRefusal } from '@atrium/domain/forms/form-permissions.ts';
import { misplacedFileKeys, removedFileKeys } from '@atrium/domain/uploads/entry-files.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { publishCoalesced } from '../../platform/events/coalesced-publisher.ts';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../platform/http/errors.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { submitEntry } from './entries.commands.ts';
import {
  type EntryRow,
  findEntry,
  insertVersion,
  lockEntries,
  updateEntryData,
  versionsOf,
} from './entries.repo.ts';
import { entryView, historyItemView, viewableFields } from './entries.view.ts';
import {
  callerWithForm,
  type EntriesCaller,
  type EntriesDeps,
  entriesCaller,
  formOf,
} from './entries-caller.ts';
import { listEntryRows, withSearchBacklog } from './entries-query.repo.ts';
import { indexUsesOf } from './entry-filters.sql.ts';
import type { EntryIndexBuilder } from './entry-index-builder.ts';
import { sanitizeValues } from './entry-sanitize.ts';
import {
  editableFields,
  refuseLockedFields,
  removeStoredFiles,
  requireUniqueValues,
} from './entry-writes.ts';
import { foreignFallbacksOf } from './foreign-fallbacks.ts';
import { noteRemovedFiles } from './version-trash.repo.ts';

const fileNotFound = fileMessages.fileNotFound;

/** Tells open tables of the form to read again; call after the change has committed. */
export const entriesChanged = (db: Db, caller: EntriesCaller, formId: string) =>
  publishCoalesced(
    db,
    `entries:${formId}`,
    { type: 'entries.changed', formId },
    { kind: 'org', orgId: caller.orgId },
  );

/** Whose entries the caller may read in this form; refuses with the spec's reason when none. */
export function readScope(caller: EntriesCaller, form: FormRow): { createdBy?: string } {
  const scope = viewScope(caller.actor, form);
  if (scope.kind === 'none') throw forbidden(scope.reason);
  return scope.kind === 'self' ? { createdBy: caller.userId } : {};
}

export async function listEntries(
  deps: EntriesDeps & { entryIndexes?: Pick<EntryIndexBuilder, 'requestFieldIndexes'> },
  auth: AuthContext,
  formId: string,
  query: EntryListQuery,
) {
  const { caller, form } = await callerWithForm(deps.db, auth, formId);
  const scope = readScope(caller, form);
  const fields = viewableFields(caller, form);
  const viewable = new Map(fields.map((field) => [field.id, field]));
  // The first filter or sort by a field asks for its index; this page and the next few are read without it.
  deps.entryIndexes?.requestFieldIndexes(formId, indexUsesOf(query, viewable));
  const listScope = { orgId: caller.orgId, formId, createdBy: scope.createdBy, viewable };
  const { rows, total } = await listEntryRows(
    deps.db,
    await withSearchBacklog(deps.db, listScope, query.search),
    query,
  );
  const shown = await foreignFallbacksOf(
    deps.db,
    caller.orgId,
    fields,
    rows.map((row) => row.data),
  );
  return {
    entries: rows.map((row) => entryView(row, caller, form, fields, shown)),
    total,
    viewableFieldIds: fields.map((field) => field.id),
  };
}

/** An entry the caller may read: another's entry is not found for a reader of their own entries only. */
async function readableEntry(deps: EntriesDeps, caller: EntriesCaller, form: FormRow, entryId: string) {
  const scope = readScope(caller, form);
  const row = await findEntry(deps.db, caller.orgId, form.id, entryId);
  if (!row || (scope.createdBy && row.createdBy !== scope.createdBy)) throw notFound(m.entryNotFound);
  return row;
}

export async function getEntry(deps: EntriesDeps, auth: AuthContext, formId: string, entryId: string) {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId);
  const row = await readableEntry(deps, caller, form, entryId);
  const fields = viewableFields(caller, form);
  const shown = await foreignFallbacksOf(deps.db, caller.orgId, fields, [row.data]);
  return { entry: entryView(row, caller, form, fields, shown) };
}

export async function entryHistory(
  deps: EntriesDeps,
  auth: AuthContext,
  formId: string,
  entryId: string,
): Promise<{ items: EntryHistoryItem[] }> {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId);
  await readableEntry(deps, caller, form, entryId);
  const fields = viewableFields(caller, form);
  const rows = await versionsOf(deps.db, caller.orgId, formId, entryId);
  return { items: rows.map((row) => historyItemView(row, fields)) };
}

/**
 * Checks what the caller may write: a field locked to them is refused, the values of the fields they may
 * edit are validated per type, and keys naming no live field are dropped.
 */
function checkedValues(
  caller: EntriesCaller,
  form: FormRow,
  data: EntryData,
  partial: boolean,
  message: string,
) {
  refuseLockedFields(caller, form, Object.keys(data));
  return checkedValuesOf(editableFields(caller, form), { orgId: caller.orgId, form }, data, {
    partial,
    message,
  });
}

/**
 * Validates values of the given (writable) fields as data entry does, refusing with `message` and the
 * fields' errors; file values must name uploads into that very field. Rich text comes back sanitised.
 */
export function checkedValuesOf(
  fields: readonly FieldConfig[],
  at: { orgId: string; form: Pick<FormRow, 'id'> },
  data: EntryData,
  options: { partial: boolean; message: string },
): EntryData {
  const { values, errors } = validateEntryValues(fields, data, { partial: options.partial });
  // A file value must name an upload into that very field: deleting the entry later deletes its files.
  for (const field of fields) {
    if (misplacedFileKeys(at.orgId, at.form.id, [field], values).length > 0) errors[field.id] = fileNotFound;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(options.message, errors);
  sanitizeValues(fields, values);
  return values;
}

export async function createEntry(deps: EntriesDeps, auth: AuthContext, formId: string, data: EntryData) {
  const { caller, form } = await callerWithForm(deps.db, auth, formId, { forWrite: true });
  const refusal = dataEntryRefusal(caller.actor, form);
  if (refusal) throw forbidden(refusal);
  const values = checkedValues(caller, form, data, false, m.fixFormErrors);
  const row = await submitEntry(deps.db, caller, form, values);
  entriesChanged(deps.db, caller, formId);
  return { entry: entryView(row, caller, form, viewableFields(caller, form)), message: m.submitted };
}

/** Refuses a change of an entry the caller may not update, with the reason. */
export function requireUpdatable(caller: EntriesCaller, form: FormRow, row: EntryRow): void {
  if (row.isTrashed) throw badRequest(m.entryTrashedNoEdit);
  if (!actionSwitchOn(form, 'update')) throw forbidden(m.dataUpdateDisabled);
  if (!canActOnEntry(caller.actor, form, 'update', { createdBy: row.createdBy }))
    throw forbidden(m.noUpdatePermission);
}

/** Writes new values over an entry, keeping its previous state first when the form versions its data. */
export async function applyChange(
  tx: Tx,
  caller: Pick<EntriesCaller, 'userId' | 'userName'>,
  form: FormRow,
  row: EntryRow,
  values: EntryData,
) {
  const versioned = form.dataVersionSettings.dataVersionEnabled;
  if (versioned) await insertVersion(tx, row);
  // A choice sent back as it was shown (perhaps with its fallback) keeps what was stored with it.
  const data = { ...row.data, ...withStoredChoices(form.fieldConfig, row.data, values) };
  const updated = await updateEntryData(tx, row, {
    data,
    searchText: searchTextOf(form.fieldConfig, data),
    by: caller.userId,
    byName: caller.userName,
  });
  // Files the change removed stay for the earlier versions until the form's version trash lets them go.
  if (versioned)
    await noteRemovedFiles(tx, row, {
      removed: removedFileKeys(form.fieldConfig, row.data, data),
      held: removedFileKeys(form.fieldConfig, data, row.data),
    });
  return updated;
}

export async function updateEntry(
  deps: EntriesDeps,
  auth: AuthContext,
  ids: { formId: string; entryId: string },
  input: { data: EntryData; expectedVersion?: number },
): Promise<{ entry: Entry; message: string }> {
  const { caller, form } = await callerWithForm(deps.db, auth, ids.formId, { forWrite: true });
  const values = checkedValues(caller, form, input.data, true, m.fixUpdateErrors);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await lockEntries(tx, caller.orgId, ids.formId, [ids.entryId]);
    if (!current) throw notFound(m.entryNotFound);
    requireUpdatable(caller, form, current);
    if (input.expectedVersion !== undefined && input.expectedVersion !== current.version)
      throw conflict(m.staleEntry);
    await requireUniqueValues(tx, caller, form, values, { message: m.fixUpdateErrors, exceptId: current.id });
    const updated = await applyChange(tx, caller, form, current, values);
    return { updated, before: current };
  });
  entriesChanged(deps.db, caller, ids.formId);
  // Attachments the change removed go from storage, unless an earlier version still holds them (then the
  // version trash keeps them for the form's cleanup duration).
  if (!form.dataVersionSettings.dataVersionEnabled) {
    const removed = removedFileKeys(form.fieldConfig, row.before.data, row.updated.data);
    await removeStoredFiles(deps.storage, removed, { orgId: caller.orgId, formId: ids.formId });
  }
  return { entry: entryView(row.updated, caller, form, viewableFields(caller, form)), message: m.updated };
}
