import type { TemplateSnapshot } from '@atrium/domain/templates/templates.schemas.ts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { forms, templateAttachments, templates, templateVersions } from '../../platform/db/schema.ts';

// The rows of templates, their versions and attachments. Every template module reads them through here.

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateInsert = typeof templates.$inferInsert;
export type TemplateVersionRow = typeof templateVersions.$inferSelect;
export type TemplateAttachmentRow = typeof templateAttachments.$inferSelect;

/** One template; `lock` holds it for the transaction, so two releases or saves of it run one after the other. */
export async function findTemplate(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TemplateRow | null> {
  const query = db.select().from(templates).where(eq(templates.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: TemplateInsert): Promise<TemplateRow> {
  const [row] = await db.insert(templates).values(values).returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

export async function updateTemplate(
  db: DbOrTx,
  id: string,
  values: Partial<TemplateInsert>,
): Promise<TemplateRow> {
  const [row] = await db
    .update(templates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(templates.id, id))
    .returning();
  if (!row) throw new Error('template update found no row');
  return row;
}

export function versionsOf(db: DbOrTx, templateId: string): Promise<TemplateVersionRow[]> {
  return db
    .select()
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId))
    .orderBy(desc(templateVersions.version));
}

export async function findVersion(
  db: DbOrTx,
  templateId: string,
  version: number,
): Promise<TemplateVersionRow | null> {
  const [row] = await db
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)));
  return row ?? null;
}

export async function insertVersion(
  db: DbOrTx,
  values: {
    templateId: string;
    version: number;
    changes: string;
    snapshot: TemplateSnapshot;
    updatedBy: string;
    updatedByName: string;
  },
): Promise<void> {
  await db.insert(templateVersions).values({ ...values, semverMajor: values.version });
}

export function attachmentsOf(db: DbOrTx, templateIds: readonly string[]): Promise<TemplateAttachmentRow[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(templateAttachments)
    .where(inArray(templateAttachments.templateId, [...templateIds]))
    .orderBy(asc(templateAttachments.createdAt));
}

/** Name, version and size of the template forms among the ids (of the template's owner organisation). */
export function formSummariesOf(db: DbOrTx, orgId: string, formIds: readonly string[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: forms.id, name: forms.name, version: forms.version, fieldCount: forms.fieldCount })
    .from(forms)
    .where(and(eq(forms.orgId, orgId), inArray(forms.id, [...formIds])));
}
