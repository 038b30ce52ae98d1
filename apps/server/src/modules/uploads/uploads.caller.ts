import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import type { TemplateDataActor } from '@atrium/domain/templates/template-data-rules.ts';
import { parseFileKey } from '@atrium/domain/uploads/file-keys.ts';
import { creatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { type ExpenseCaller, expenseCaller } from '../expense/expense.caller.ts';
import { type FormCaller, formCaller } from '../forms/form-actor.ts';
import { type StorageCaller, storageCaller } from '../storage/storage.caller.ts';

/**
 * Who uploads or reads a file: a signed-in member of an organisation, as the form rules see them, or a
 * creator, who enters data on the template forms of the creators' workspace (the template data rules).
 */
export type UploadsCaller =
  | (FormCaller & { kind: 'org' })
  | { kind: 'creator'; orgId: string; userId: string; actor: TemplateDataActor };

/** Files are entered and read from screens of both the forms app and the data app: one must be open. */
export async function uploadsCaller(db: DbOrTx, auth: AuthContext): Promise<UploadsCaller> {
  if (auth.kind === 'creator') {
    const creator = creatorCaller(auth);
    const actor = { id: creator.userId, isCreator: true, isOrgAdmin: false, groupIds: [] };
    return { kind: 'creator', orgId: creator.orgId, userId: creator.userId, actor };
  }
  return { kind: 'org', ...(await formCaller(db, auth, [APP.data, APP.forms])) };
}

/**
 * Who reads a stored file: a storage folder's files are read in the storage app, a transfer request's in the
 * expense app, the others as above.
 */
export type FileReader =
  | UploadsCaller
  | ({ kind: 'storage' } & StorageCaller)
  | ({ kind: 'expense' } & ExpenseCaller);

export async function fileReader(db: DbOrTx, auth: AuthContext, key: string): Promise<FileReader> {
  const kind = parseFileKey(key)?.owner.kind;
  if (kind === 'storage-folder') return { kind: 'storage', ...storageCaller(auth) };
  if (kind === 'transfer-request') return { kind: 'expense', ...expenseCaller(auth) };
  return uploadsCaller(db, auth);
}
