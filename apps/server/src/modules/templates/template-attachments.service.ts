import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  TEMPLATE_ATTACHMENT_MAX_MB,
  type TemplateAttachment,
} from '@atrium/domain/templates/templates.schemas.ts';
import { creatorCaller } from '../../platform/auth/creator-caller.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { attachmentTypeOf, SNIFF_BYTES, splitHead } from './template-attachments.types.ts';
import { findTemplate } from './templates.repo.ts';
import { toAttachment } from './templates.view.ts';
import { deleteAttachment, findAttachment, insertAttachments } from './templates-setup.repo.ts';
import { lockLiveTemplate, templateChanged } from './templates-setup.service.ts';

// Attachments of a template: stored in the file store under the template, listed in template_attachments.

export interface AttachmentDeps {
  db: Db;
  storage: FileStorage;
}

/** One file part of an upload, as the route hands it over: read once, from the start. */
export interface IncomingFile {
  name: string;
  stream: Readable;
  /** Whether the file went past the size limit (known once the stream is read). */
  truncated(): boolean;
}

const keyOf = (templateId: string) => `templates/${templateId}/attachments/${randomUUID()}`;
const drain = async (stream: Readable) => {
  for await (const _ of stream);
};

/** Who may upload to this template: a creator, for a live template of the workspace (checked before reading). */
async function requireUploadable(deps: AttachmentDeps, auth: AuthContext, templateId: string) {
  const caller = creatorCaller(auth);
  const row = await findTemplate(deps.db, templateId);
  if (!row || row.orgId !== caller.orgId || row.isTrashed) throw notFound(m.templateNotFound);
  return caller;
}

/**
 * Stores the files and lists them on the template, all or nothing: a refused or failed file removes the
 * files already stored, and nothing is listed until every file is in.
 */
export async function addAttachments(
  deps: AttachmentDeps,
  auth: AuthContext,
  templateId: string,
  files: AsyncIterable<IncomingFile>,
): Promise<{ attachments: TemplateAttachment[]; message: string }> {
  const caller = await requireUploadable(deps, auth, templateId);
  const stored: Array<{ name: string; mime: string; size: number; storageKey: string }> = [];
  try {
    for await (const file of files) {
      const { head, whole, bytes } = await splitHead(file.stream, SNIFF_BYTES);
      const mime = attachmentTypeOf(head, file.name);
      if (!mime) {
        await drain(whole);
        throw badRequest(m.attachmentType);
      }
      const storageKey = keyOf(templateId);
      await deps.storage.put(storageKey, whole);
      stored.push({ name: file.name, mime, size: bytes(), storageKey });
      if (file.truncated()) throw badRequest(m.attachmentTooLarge(TEMPLATE_ATTACHMENT_MAX_MB));
    }
    if (stored.length === 0) throw badRequest(m.attachmentMissing);
    const rows = await deps.db.transaction(async (tx) => {
      await lockLiveTemplate(tx, caller, templateId);
      const inserted = await insertAttachments(
        tx,
        stored.map((file) => ({ ...file, templateId, createdBy: caller.userId })),
      );
      await templateChanged(tx, templateId);
      return inserted;
    });
    return { attachments: rows.map(toAttachment), message: m.attachmentsUploaded };
  } catch (error) {
    await Promise.all(stored.map((file) => deps.storage.delete(file.storageKey)));
    throw error;
  }
}

export async function removeAttachment(
  deps: AttachmentDeps,
  auth: AuthContext,
  templateId: string,
  attachmentId: string,
): Promise<{ message: string }> {
  const caller = creatorCaller(auth);
  const removed = await deps.db.transaction(async (tx) => {
    await lockLiveTemplate(tx, caller, templateId);
    const row = await findAttachment(tx, templateId, attachmentId);
    if (!row) throw notFound(m.attachmentNotFound);
    await deleteAttachment(tx, row.id);
    await templateChanged(tx, templateId);
    return row;
  });
  // The file goes once its row is gone for good; a failure here leaves an orphan file, never a broken row.
  await deps.storage.delete(removed.storageKey);
  return { message: m.attachmentRemoved };
}

/**
 * An attachment's file: creators read any template's; organisation admins those of published, live
 * templates (the library shows them); everyone else is refused.
 */
export async function openAttachment(
  deps: AttachmentDeps,
  auth: AuthContext,
  templateId: string,
  attachmentId: string,
) {
  const isCreator = auth.kind === 'creator' && auth.actor.isCreator;
  if (!isCreator && !auth.actor.isOrgAdmin) throw forbidden(m.updateDenied);
  const template = await findTemplate(deps.db, templateId);
  const visible = template && (isCreator || (template.isPublished && !template.isTrashed));
  const row = visible ? await findAttachment(deps.db, templateId, attachmentId) : null;
  const file = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !file) throw notFound(m.attachmentNotFound);
  return { attachment: row, file };
}
