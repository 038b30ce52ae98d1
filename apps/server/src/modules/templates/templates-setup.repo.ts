import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { templateAttachments, templates } from '../../platform/db/schema.ts';
import type { TemplateAttachmentRow, TemplateRow } from './templates.repo.ts';

// What the Creator Portal and Template Groups read and write beyond templates.repo.ts.

/** Live template groups, newest first: every one (`orgId` null, for creators) or one organisation's. */
export function liveTemplates(db: DbOrTx, orgId: string | null): Promise<TemplateRow[]> {
  const live = eq(templates.isTrashed, false);
  return db
    .select()
    .from(templates)
    .where(orgId === null ? live : and(live, eq(templates.orgId, orgId)))
    .orderBy(desc(templates.createdAt), desc(templates.id));
}

export async function insertAttachments(
  db: DbOrTx,
  values: Array<typeof templateAttachments.$inferInsert>,
): Promise<TemplateAttachmentRow[]> {
  if (values.length === 0) return [];
  return db.insert(templateAttachments).values(values).returning();
}

export async function findAttachment(
  db: DbOrTx,
  templateId: string,
  attachmentId: string,
): Promise<TemplateAttachmentRow | null> {
  const [row] = await db
    .select()
    .from(templateAttachments)
    .where(and(eq(templateAttachments.templateId, templateId), eq(templateAttachments.id, attachmentId)));
  return row ?? null;
}

export async function deleteAttachment(db: DbOrTx, attachmentId: string): Promise<void> {
  await db.delete(templateAttachments).where(eq(templateAttachments.id, attachmentId));
}
