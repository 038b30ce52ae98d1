import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { actionSwitchOn, canActOnEntry } from '@atrium/domain/entries/entry-permissions.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { deleteEntries, type EntryRow, lockEntries, setEntriesTrashed } from './entries.repo.ts';
import { entriesChanged } from './entries.service.ts';
import { type EntriesCaller, type EntriesDeps, entriesCaller, formOf } from './entries-caller.ts';
import { requireRestorable } from './entry-restore-check.ts';
import { fileKeysOf, removeStoredFiles } from './entry-writes.ts';
import { dropVersionTrash } from './version-trash.repo.ts';

type Action = 'trash' | 'restore' | 'delete';
type Work = (tx: Tx, caller: EntriesCaller, form: FormRow, rows: EntryRow[]) => Promise<string[]>;

function requireAllowed(caller: EntriesCaller, form: FormRow, rows: EntryRow[], action: Action): void {
  const right = action === 'delete' ? 'delete' : 'trash';
  if (!actionSwitchOn(form, right)) throw forbidden(m.dataDeleteDisabled);
  const refused = rows.some((row) => !canActOnEntry(caller.actor, form, right, { createdBy: row.createdBy }));
  if (refused) throw forbidden(action === 'delete' ? m.noDeletePermission : m.noTrashPermission);
  if (action === 'delete' && rows.some((row) => !row.isTrashed)) throw badRequest(m.notInTrash);
}

/**
 * Runs one trash action on a set of entries, all or nothing: every id must be an entry of the form (else
 * 404) that the caller may act on (else 403, nothing changed). The organisation is told.
 */
async function onEntries(
  deps: EntriesDeps,
  auth: AuthContext,
  formId: string,
  ids: string[],
  action: Action,
  work: Work,
): Promise<number> {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId, { forWrite: true });
  const wanted = [...new Set(ids)];
  const fileKeys = await deps.db.transaction(async (tx) => {
    const rows = await lockEntries(tx, caller.orgId, formId, wanted);
    if (rows.length !== wanted.length) throw notFound(m.entryNotFound);
    requireAllowed(caller, form, rows, action);
    return work(tx, caller, form, rows);
  });
  entriesChanged(deps.db, caller, formId);
  await removeStoredFiles(deps.storage, fileKeys, { orgId: caller.orgId, formId });
  return wanted.length;
}

const idsOf = (rows: EntryRow[]) => rows.map((row) => row.id);

const trash: Work = async (tx, caller, form, rows) => {
  const live = rows.filter((row) => !row.isTrashed);
  if (live.length > 0) await setEntriesTrashed(tx, caller.orgId, form.id, idsOf(live), true);
  return [];
};
/** A restored entry must not bring back a unique value another live entry now holds. */
const restore: Work = async (tx, caller, form, rows) => {
  await requireRestorable(tx, caller, form, rows);
  await setEntriesTrashed(tx, caller.orgId, form.id, idsOf(rows), false);
  return [];
};
/** Permanent deletion removes the entries' versions and every file they or their versions hold. */
const remove: Work = async (tx, caller, form, rows) => {
  const versions = await deleteEntries(tx, caller.orgId, form.id, idsOf(rows));
  await dropVersionTrash(tx, caller.orgId, form.id, idsOf(rows));
  return [...rows, ...versions].flatMap((row) => fileKeysOf(form.fieldConfig, row.data));
};

type Ids = { formId: string; entryId: string };

export async function trashEntry(deps: EntriesDeps, auth: AuthContext, ids: Ids) {
  await onEntries(deps, auth, ids.formId, [ids.entryId], 'trash', trash);
  return { message: m.entryTrashed };
}

export async function restoreEntry(deps: EntriesDeps, auth: AuthContext, ids: Ids) {
  await onEntries(deps, auth, ids.formId, [ids.entryId], 'restore', restore);
  return { message: m.entryRestored };
}

export async function removeEntry(deps: EntriesDeps, auth: AuthContext, ids: Ids) {
  await onEntries(deps, auth, ids.formId, [ids.entryId], 'delete', remove);
  return { message: m.entryDeleted };
}

export async function bulkTrashEntries(deps: EntriesDeps, auth: AuthContext, formId: string, ids: string[]) {
  await onEntries(deps, auth, formId, ids, 'trash', trash);
  return { message: m.selectedTrashed };
}

export async function bulkRestoreEntries(
  deps: EntriesDeps,
  auth: AuthContext,
  formId: string,
  ids: string[],
) {
  const n = await onEntries(deps, auth, formId, ids, 'restore', restore);
  return { message: m.restoredCount(n) };
}

export async function bulkDeleteEntries(deps: EntriesDeps, auth: AuthContext, formId: string, ids: string[]) {
  const n = await onEntries(deps, auth, formId, ids, 'delete', remove);
  return { message: m.deletedCount(n) };
}
