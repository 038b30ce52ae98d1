import { canViewField, viewScope } from '@atrium/domain/entries/entry-permissions.ts';
import { templateFieldAccess } from '@atrium/domain/templates/template-data-rules.ts';
import type {
  EntryFieldOwner,
  FileOwner,
  FileOwnerKind,
  FileOwnerOf,
  StorageFolderOwner,
  TransferRequestOwner,
} from '@atrium/domain/uploads/file-keys.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { mayReadRequestFile } from '../expense/attachments-read.ts';
import { orgForm } from '../forms/forms.queries.ts';
import { mayReadStoredBill } from '../storage/storage.queries.ts';
import type { FileReader } from './uploads.caller.ts';
import { ownEntryHoldsFile } from './uploads.repo.ts';

/** Whether the caller may read a file of this owner (of their organisation: checked before). */
type ReadCheck<K extends FileOwnerKind> = (
  db: DbOrTx,
  caller: FileReader,
  owner: FileOwnerOf<K>,
  key: string,
) => Promise<boolean>;

/**
 * Readers of the form's data who may see the field; readers of their own entries only get files those
 * entries hold.
 */
async function mayReadEntryFile(
  db: DbOrTx,
  caller: FileReader,
  owner: EntryFieldOwner,
  key: string,
): Promise<boolean> {
  if (caller.kind === 'storage' || caller.kind === 'expense') return false;
  const form = await orgForm(db, caller.orgId, owner.formId);
  if (!form) return false;
  const field = form.fieldConfig.find((candidate) => candidate.id === owner.fieldId);
  // Creators read the data of every template form, but not a field hidden from them.
  if (caller.kind === 'creator')
    return Boolean(form.templateId && field && templateFieldAccess(caller.actor, field) !== 'hidden');
  const scope = viewScope(caller.actor, form);
  if (scope.kind === 'none' || !field || !canViewField(caller.actor, form, field)) return false;
  if (scope.kind === 'self') return ownEntryHoldsFile(db, caller.orgId, form.id, caller.userId, key);
  return true;
}

/** A storage folder's file: its row, looked up by key through the storage app's one permission filter. */
async function mayReadStorageFile(
  db: DbOrTx,
  caller: FileReader,
  _owner: StorageFolderOwner,
  key: string,
): Promise<boolean> {
  if (caller.kind !== 'storage') return false;
  return mayReadStoredBill(db, caller, key);
}

/** A transfer request's attachment: for whoever sees the request (attachments-read.ts). */
async function mayReadTransferFile(
  db: DbOrTx,
  caller: FileReader,
  owner: TransferRequestOwner,
  key: string,
): Promise<boolean> {
  if (caller.kind !== 'expense') return false;
  return mayReadRequestFile(db, caller, owner.requestId, key);
}

/** Owners whose domain does not read its files yet: nobody reads them until it gives its own check. */
const noReaderYet = async () => false;

/** One read check per kind of owner: a kind without one does not compile. */
const readChecks: { readonly [K in FileOwnerKind]: ReadCheck<K> } = {
  'entry-field': mayReadEntryFile,
  'storage-folder': mayReadStorageFile,
  'template-attachment': noReaderYet,
  'transfer-request': mayReadTransferFile,
};

export function mayReadFile(db: DbOrTx, caller: FileReader, owner: FileOwner, key: string): Promise<boolean> {
  const check = readChecks[owner.kind] as ReadCheck<FileOwnerKind>;
  return check(db, caller, owner, key);
}
