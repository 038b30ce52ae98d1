import type { Readable } from 'node:stream';
import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { canViewField, viewScope } from '@atrium/domain/entries/entry-permissions.ts';
import { parseFileKey } from '@atrium/domain/files/file-keys.ts';
import { fileMessages } from '@atrium/domain/files/files.messages.ts';
import type { UploadMetadata } from '@atrium/domain/files/files.schemas.ts';
import {
  fileRefusal,
  type UploadTarget,
  uploadPermissionRefusal,
  uploadTarget,
} from '@atrium/domain/files/upload-rules.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { orgForm } from '../forms/forms.queries.ts';
import type { FilesCaller } from './files.caller.ts';
import { ownEntryHoldsFile } from './files.repo.ts';

/**
 * May the caller put a file of this name and declared size into the field the upload names? Checked when
 * the upload is created and again when its last byte arrives (rights may have changed in between).
 */
export async function authorizeUpload(
  db: DbOrTx,
  caller: FilesCaller,
  metadata: UploadMetadata,
  size: number,
): Promise<UploadTarget> {
  const form = await orgForm(db, caller.orgId, metadata.formId);
  if (!form) throw notFound(entryMessages.formNotFound);
  if (form.isTrashed) throw forbidden(entryMessages.formTrashed);
  const target = uploadTarget(form.fieldConfig, metadata.fieldId, metadata.columnId);
  if (!target) throw badRequest(fileMessages.notAFileField);
  const permission = uploadPermissionRefusal(caller.actor, form, target.field);
  if (permission) throw forbidden(permission);
  const refusal = fileRefusal(target.rules, metadata.filename, size);
  if (refusal) throw new AppError(refusal.startsWith('Total') ? 413 : 400, 'validation', refusal);
  return target;
}

/**
 * A stored file, if the caller may read it: the key is of their organisation and names a form whose data
 * they may view and a field they may see; readers of their own entries only get files those entries hold.
 * Anything else is 'not found', as another organisation's record always is.
 */
export async function openStoredFile(
  deps: { db: DbOrTx; storage: FileStorage },
  caller: FilesCaller,
  key: string,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  if (!key.trim()) throw badRequest(fileMessages.emptyPath);
  const parts = parseFileKey(key);
  if (!parts || parts.orgId !== caller.orgId) throw notFound(fileMessages.fileNotFound);
  const form = await orgForm(deps.db, caller.orgId, parts.formId);
  if (!form) throw notFound(fileMessages.fileNotFound);
  const scope = viewScope(caller.actor, form);
  const field = form.fieldConfig.find((candidate) => candidate.id === parts.fieldId);
  if (scope.kind === 'none' || !field || !canViewField(caller.actor, form, field)) {
    throw notFound(fileMessages.fileNotFound);
  }
  if (
    scope.kind === 'self' &&
    !(await ownEntryHoldsFile(deps.db, caller.orgId, form.id, caller.userId, key))
  ) {
    throw notFound(fileMessages.fileNotFound);
  }
  const file = await deps.storage.get(key);
  if (!file) throw notFound(fileMessages.fileNotFound);
  return { ...file, fileName: parts.fileName.replace(/^[0-9a-f]{32}-/, '') };
}

/**
 * Removes stored entry files: those of a permanently deleted entry, attachments an update removed, and
 * entries the purge job deletes. Keys that are not entry-file keys are skipped, and so are keys outside the
 * scope when one is given (the organisation, and the form, whose entries are being deleted). A file already
 * gone or failing to delete does not stop the others (the spec ignores delete errors); returns how many went.
 * storedFileKeys and removedFileKeys in @atrium/domain/files/entry-files.ts list an entry's keys.
 */
export async function deleteStoredFiles(
  ctx: Pick<AppContext, 'storage'>,
  keys: readonly string[],
  scope?: { orgId: string; formId?: string },
): Promise<number> {
  const removable = [...new Set(keys)].filter((key) => {
    const parts = parseFileKey(key);
    if (!parts || !scope) return parts !== null;
    return parts.orgId === scope.orgId && (scope.formId === undefined || parts.formId === scope.formId);
  });
  const results = await Promise.allSettled(removable.map((key) => ctx.storage.delete(key)));
  return results.filter((result) => result.status === 'fulfilled').length;
}
