import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type {
  ImportedFormProvenance,
  ImportedGroupProvenance,
  TemplateSnapshot,
} from '@atrium/domain/templates/templates.schemas.ts';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { insertRow } from '../../platform/db/org-rows.ts';
import {
  entries,
  formGroups,
  formHistory,
  forms,
  templateAttachments,
  templates,
  templateVersions,
} from '../../platform/db/schema.ts';

// The library's reads of templates and released template forms, and the writes an import makes to the
// organisation's group, forms and sample rows beyond what the forms and entries commands do.

export type LibraryTemplateRow = typeof templates.$inferSelect;
export type ImportGroupRow = typeof formGroups.$inferSelect;
export type ImportedFormRow = typeof forms.$inferSelect;

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

/** The page's templates with their attachments, in one query. */
export async function pageTemplates(db: DbOrTx, ids: string[]) {
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
    .where(inArray(templates.id, ids));
}

/** A template the reader's library shows, or null. */
export async function libraryTemplate(db: DbOrTx, orgId: string, id: string) {
  const [row] = await pageTemplates(db, [id]);
  const template = row?.template;
  if (!template?.isPublished || template.isTrashed || template.orgId === orgId) return null;
  return row;
}

export async function versionCount(db: DbOrTx, templateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, templateId));
  return row?.n ?? 0;
}

export interface PinnedForm {
  id: string;
  name: string;
  version: number;
  fieldConfig: FieldConfig[];
}

/**
 * The template forms at the versions a snapshot pins, in the snapshot's order: from the forms' history, or the
 * form itself when its current version is the pinned one. Forms that cannot be found are left out.
 */
export async function pinnedForms(db: DbOrTx, ownerOrgId: string, snapshot: TemplateSnapshot) {
  const pins = snapshot.formIds.map((id) => ({ id, version: snapshot.formVersions[id] ?? null }));
  if (pins.length === 0) return [];
  const pinned = pins.flatMap((pin) => (pin.version === null ? [] : [{ id: pin.id, version: pin.version }]));
  const [history, current] = await Promise.all([
    db
      .select({ id: formHistory.formId, version: formHistory.version, snapshot: formHistory.snapshot })
      .from(formHistory)
      .where(
        and(
          eq(formHistory.orgId, ownerOrgId),
          or(
            sql`false`,
            ...pinned.map((pin) => and(eq(formHistory.formId, pin.id), eq(formHistory.version, pin.version))),
          ),
        ),
      ),
    db
      .select({ id: forms.id, name: forms.name, version: forms.version, fieldConfig: forms.fieldConfig })
      .from(forms)
      .where(and(eq(forms.orgId, ownerOrgId), inArray(forms.id, snapshot.formIds))),
  ]);
  return pins.flatMap((pin): PinnedForm[] => {
    const saved = history.find((row) => row.id === pin.id && row.version === pin.version);
    if (saved) {
      const { name, fieldConfig } = saved.snapshot;
      return [{ id: saved.id, version: saved.version, name, fieldConfig }];
    }
    // Without a pinned version (a template not yet released) the form as it is now.
    const form = current.find((row) => row.id === pin.id && (pin.version ?? row.version) === row.version);
    return form ? [form] : [];
  });
}

// ---- The organisation's import ----------------------------------------------------------------------------

export async function findImport(
  db: DbOrTx,
  orgId: string,
  templateId: string,
  options: { lock?: boolean } = {},
): Promise<ImportGroupRow | null> {
  const query = db
    .select()
    .from(formGroups)
    .where(and(eq(formGroups.orgId, orgId), eq(formGroups.importedTemplateId, templateId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export function insertImportGroup(
  db: DbOrTx,
  values: {
    orgId: string;
    name: string;
    by: string;
    templateId: string;
    importedFrom: ImportedGroupProvenance;
  },
): Promise<ImportGroupRow> {
  return insertRow(
    db,
    formGroups,
    {
      orgId: values.orgId,
      name: values.name,
      importedFrom: values.importedFrom,
      importedTemplateId: values.templateId,
      templateReferenceKey: values.templateId,
      createdBy: values.by,
      updatedBy: values.by,
    },
    'form group',
  );
}

export async function setImportProvenance(
  db: DbOrTx,
  group: { orgId: string; id: string },
  importedFrom: ImportedGroupProvenance,
  by: string,
): Promise<void> {
  await db
    .update(formGroups)
    .set({ importedFrom, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(formGroups.orgId, group.orgId), eq(formGroups.id, group.id)));
}

/** Takes the import out of the trash; false when there is no such import. */
export async function untrashImport(db: DbOrTx, orgId: string, groupId: string, by: string) {
  const rows = await db
    .update(formGroups)
    .set({ isTrashed: false, trashedAt: null, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(formGroups.orgId, orgId), eq(formGroups.id, groupId)))
    .returning({ id: formGroups.id });
  return rows.length > 0;
}

/** The group's copies of template forms, locked for the transaction when asked. */
export async function importedForms(
  db: DbOrTx,
  group: ImportGroupRow,
  options: { lock?: boolean } = {},
): Promise<ImportedFormRow[]> {
  if (group.forms.length === 0) return [];
  const query = db
    .select()
    .from(forms)
    .where(
      and(eq(forms.orgId, group.orgId), inArray(forms.id, group.forms), isNotNull(forms.templateFormRef)),
    );
  return options.lock ? query.for('update') : query;
}

/** Marks a new copy as the template form's, with what the release gave it. */
export async function setFormProvenance(
  db: DbOrTx,
  form: { orgId: string; id: string },
  values: { templateFormRef: string; importedFrom: ImportedFormProvenance },
): Promise<void> {
  await db
    .update(forms)
    .set(values)
    .where(and(eq(forms.orgId, form.orgId), eq(forms.id, form.id)));
}

/** Writes a copy's merged fields as its next version (the caller records the version in the history). */
export async function writeFormFields(
  db: DbOrTx,
  form: ImportedFormRow,
  values: {
    fieldConfig: FieldConfig[];
    fieldCount: number;
    importedFrom: ImportedFormProvenance;
    by: string;
  },
): Promise<ImportedFormRow> {
  const [row] = await db
    .update(forms)
    .set({
      fieldConfig: values.fieldConfig,
      fieldCount: values.fieldCount,
      importedFrom: values.importedFrom,
      version: form.version + 1,
      updatedBy: values.by,
      updatedAt: sql`now()`,
    })
    .where(and(eq(forms.orgId, form.orgId), eq(forms.id, form.id)))
    .returning();
  if (!row) throw new Error('the imported form to update is gone');
  return row;
}

// ---- Sample rows and counts of stored entries ----------------------------------------------------------------

/** Deletes the form's sample rows (through entries_sample_idx), never its other entries. */
export async function deleteSamples(db: DbOrTx, orgId: string, formId: string): Promise<void> {
  await db
    .delete(entries)
    .where(and(eq(entries.formId, formId), eq(entries.orgId, orgId), eq(entries.isSample, true)));
}

/**
 * For each field asked, how many live entries (not samples) of the form have it empty, or hold a value,
 * in one pass over the form's entries.
 */
export async function fieldValueCounts(
  db: DbOrTx,
  orgId: string,
  formId: string,
  asks: ReadonlyArray<{ fieldId: string; empty: boolean }>,
): Promise<number[]> {
  if (asks.length === 0) return [];
  const isEmpty = (fieldId: string) =>
    sql`(coalesce(${entries.data}->>${fieldId}, '') = '' or ${entries.data}->${fieldId} = '[]'::jsonb)`;
  const columns = Object.fromEntries(
    asks.map((ask, i) => [
      `c${i}`,
      sql<number>`(count(*) filter (where ${ask.empty ? isEmpty(ask.fieldId) : sql`not ${isEmpty(ask.fieldId)}`}))::int`,
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(entries)
    .where(
      and(
        eq(entries.formId, formId),
        eq(entries.orgId, orgId),
        eq(entries.isTrashed, false),
        eq(entries.isSample, false),
      ),
    );
  return asks.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}
