import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { actionSwitchOn, canActOnEntry } from '@atrium/domain/entries/entry-permissions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { type TrashAction, trashLifecycle } from '../../platform/trash/trash-lifecycle.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { deleteEntries, type EntryRow, lockEntries, setEntriesTrashed } from './entries.repo.ts';
import { entriesChanged } from './entries.service.ts';
import { type EntriesCaller, type EntriesDeps, entriesCaller, formOf } from './entries-caller.ts';
import { requireRestorable } from './entry-restore-check.ts';
import { fileKeysOf, removeStoredFiles } from './entry-writes.ts';
import { dropVersionTrash } from './version-trash.repo.ts';

/** The caller and the (live) form whose entries they act on. */
type OnForm = { caller: EntriesCaller; form: FormRow };

function requireAllowed({ caller, form }: OnForm, rows: EntryRow[], action: TrashAction): void {
  const right = action === 'delete' ? 'delete' : 'trash';
  if (!actionSwitchOn(form, right)) throw forbidden(m.dataDeleteDisabled);
  const refused = rows.some((row) => !canActOnEntry(caller.actor, form, right, { createdBy: row.createdBy }));
  if (refused) throw forbidden(action === 'delete' ? m.noDeletePermission : m.noTrashPermission);
}

const idsOf = (rows: EntryRow[]) => rows.map((row) => row.id);

async function trash(tx: Tx, { caller, form }: OnForm, rows: EntryRow[]): Promise<string[]> {
  await setEntriesTrashed(tx, caller.orgId, form.id, idsOf(rows), true);
  return [];
}

/** A restored entry must not bring back a unique value another live entry now holds. */
async function restore(tx: Tx, { caller, form }: OnForm, rows: EntryRow[]): Promise<string[]> {
  await requireRestorable(tx, caller, form, rows);
  await setEntriesTrashed(tx, caller.orgId, form.id, idsOf(rows), false);
  return [];
}

/** Permanent deletion removes the entries' versions and every file they or their versions hold. */
async function remove(tx: Tx, { caller, form }: OnForm, rows: EntryRow[]): Promise<string[]> {
  const versions = await deleteEntries(tx, caller.orgId, form.id, idsOf(rows));
  await dropVersionTrash(tx, caller.orgId, form.id, idsOf(rows));
  return [...rows, ...versions].flatMap((row) => fileKeysOf(form.fieldConfig, row.data));
}

/** The entries of one form: each action has its switch and its right, and the stored files go after commit. */
export const entriesTrash = trashLifecycle({
  async open(deps: EntriesDeps, auth, at: { formId: string }): Promise<OnForm> {
    const caller = await entriesCaller(deps.db, auth);
    return { caller, form: await formOf(deps.db, caller, at.formId, { forWrite: true }) };
  },
  load: (tx, { caller, form }, ids) => lockEntries(tx, caller.orgId, form.id, ids),
  notFound: m.entryNotFound,
  notInTrash: () => badRequest(m.notInTrash),
  check: requireAllowed,
  apply: { trash, restore, delete: remove },
  async afterCommit(deps, { caller, form }, fileKeys) {
    entriesChanged(deps.db, caller, form.id);
    await removeStoredFiles(deps.storage, fileKeys, { orgId: caller.orgId, formId: form.id });
  },
  messages: {
    trashed: m.entryTrashed,
    restored: m.entryRestored,
    deleted: m.entryDeleted,
    bulkTrashed: () => m.selectedTrashed,
    bulkRestored: m.restoredCount,
    bulkDeleted: m.deletedCount,
  },
});
