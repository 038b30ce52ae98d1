import type { Readable } from 'node:stream';
import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { templateUploadRefusal } from '@atrium/domain/templates/template-data-rules.ts';
import { parseEntryFileKey, parseFileKey } from '@atrium/domain/uploads/file-keys.ts';
import {
  fileRefusal,
  type UploadTarget,
  uploadPermissionRefusal,
  uploadTarget,
} from '@atrium/domain/uploads/upload-rules.ts';
import { fileMessages } from '@atrium/domain/uploads/uploads.messages.ts';
import type { UploadMetadata } from '@atrium/domain/uploads/uploads.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { orgForm } from '../forms/forms.queries.ts';
import { mayReadFile } from './file-read-checks.ts';
import type { FileReader, UploadsCaller } from './uploads.caller.ts';

/**
 * May the caller put a file of this name and declared size into the field the upload names? Checked when
 * the upload is created and again when its last byte arrives (rights may have changed in between).
 */
export async function authorizeUpload(
  db: DbOrTx,
  caller: UploadsCaller,
  metadata: UploadMetadata,
  size: number,
): Promise<UploadTarget> {
  const form = await orgForm(db, caller.orgId, metadata.formId);
  if (!form) throw notFound(entryMessages.formNotFound);
  if (form.isTrashed) throw forbidden(entryMessages.formTrashed);
  // Creators upload only into template forms, under the template data rules.
  if (caller.kind === 'creator' && !form.templateId) throw notFound(entryMessages.formNotFound);
  const target = uploadTarget(form.fieldConfig, metadata.fieldId, metadata.columnId);
  if (!target) throw badRequest(fileMessages.notAFileField);
  const permission =
    caller.kind === 'creator'
      ? templateUploadRefusal(caller.actor, form, target.field)
      : uploadPermissionRefusal(caller.actor, form, target.field);
  if (permission) throw forbidden(permission);
  const refusal = fileRefusal(target.rules, metadata.filename, size);
  if (refusal) throw new AppError(refusal.startsWith('Total') ? 413 : 400, 'validation', refusal);
  return target;
}

/**
 * A stored file, if the caller may read it: the key is of their organisation and its owner's read check
 * lets them (file-read-checks.ts). Anything else is 'not found', as another organisation's record always is.
 */
export async function openStoredFile(
  deps: { db: DbOrTx; storage: FileStorage },
  caller: FileReader,
  key: string,
): Promise<{ stream: Readable; size: number; fileName: string }> {
  if (!key.trim()) throw badRequest(fileMessages.emptyPath);
  const parsed = parseFileKey(key);
  if (!parsed || parsed.owner.orgId !== caller.orgId) throw notFound(fileMessages.fileNotFound);
  if (!(await mayReadFile(deps.db, caller, parsed.owner, key))) throw notFound(fileMessages.fileNotFound);
  const file = await deps.storage.get(key);
  if (!file) throw notFound(fileMessages.fileNotFound);
  return { ...file, fileName: parsed.fileName.replace(/^[0-9a-f]{32}-/, '') };
}

/**
 * Removes stored entry files: those of a permanently deleted entry, attachments an update removed, and
 * entries the purge job deletes. Keys that are not entry-file keys are skipped, and so are keys outside the
 * scope when one is given (the organisation, and the form, whose entries are being deleted). A file already
 * gone or failing to delete does not stop the others (the spec ignores delete errors); returns how many went.
 * storedFileKeys and removedFileKeys in @atrium/domain/uploads/entry-files.ts list an entry's keys.
 */
export async function deleteStoredFiles(
  ctx: Pick<AppContext, 'storage'>,
  keys: readonly string[],
  scope?: { orgId: string; formId?: string },
): Promise<number> {
  const removable = [...new Set(keys)].filter((key) => {
    const parts = parseEntryFileKey(key);
    if (!parts || !scope) return parts !== null;
    return parts.orgId === scope.orgId && (scope.formId === undefined || parts.formId === scope.formId);
  });
  const results = await Promise.allSettled(removable.map((key) => ctx.storage.delete(key)));
  return results.filter((result) => result.status === 'fulfilled').length;
}
