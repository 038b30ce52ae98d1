import type { TemplateSnapshot } from '@atrium/domain/templates/templates.schemas.ts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import {
  formGroups,
  forms,
  templateAttachments,
  templates,
  templateVersions,
} from '../../platform/db/schema.ts';

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

export async function versionCount(db: DbOrTx, templateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId));
  return row?.n ?? 0;
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

/** The name of the organisation's template, or null. */
export async function templateName(db: DbOrTx, orgId: string, templateId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: templates.name })
    .from(templates)
    .where(and(eq(templates.orgId, orgId), eq(templates.id, templateId)));
  return row?.name ?? null;
}

/** The current name, version and fields of the forms among the ids (trashed ones too). */
export function formsWithFields(db: DbOrTx, orgId: string, formIds: readonly string[]) {
  if (formIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: forms.id, name: forms.name, version: forms.version, fieldConfig: forms.fieldConfig })
    .from(forms)
    .where(and(eq(forms.orgId, orgId), inArray(forms.id, [...formIds])));
}

// ---- The Templates Library's reads ------------------------------------------------------------------------

/** Published, live templates of other owners (the partial index templates_library_idx). */
const inLibrary = (orgId: string) =>
  and(eq(templates.isPublished, true), eq(templates.isTrashed, false), ne(templates.orgId, orgId));

/**
 * Every library template of the reader, newest first, with the reader's import of it: the few columns the
 * counters and statuses need, in one query.
 */
export function libraryFacts(db: DbOrTx, orgId: string) {
  return db
    .select({
      id: templates.id,
      version: templates.version,
      releasedVersion: templates.releasedVersion,
      formCount: sql<number>`jsonb_array_length(coalesce(${templates.releasedSnapshot}->'formIds', ${templates.formIds}))::int`,
      groupId: formGroups.id,
      groupName: formGroups.name,
      groupTrashed: formGroups.isTrashed,
      importedVersion: sql<number | null>`(${formGroups.importedFrom}->>'templateVersion')::int`,
    })
    .from(templates)
    .leftJoin(formGroups, and(eq(formGroups.orgId, orgId), eq(formGroups.importedTemplateId, templates.id)))
    .where(inLibrary(orgId))
    .orderBy(desc(templates.updatedAt), asc(templates.id));
}

/** Templates with their attachments, in one query. */
export async function templatesWithAttachments(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      template: templates,
      attachments: sql<Array<{ id: string; name: string; mime: string; size: number; createdAt: string }>>`
        coalesce((select jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'mime', a.mime,
          'size', a.size, 'createdAt', a.created_at) order by a.created_at)
          from ${templateAttachments} a where a.template_id = ${templates.id}), '[]'::jsonb)`,
    })
    .from(templates)
    .where(inArray(templates.id, [...ids]));
}
