import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type {
  ImportedFormProvenance,
  ImportedGroupProvenance,
} from '@atrium/domain/templates/templates.schemas.ts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { insertRow } from '../../platform/db/org-rows.ts';
import { entries, formGroups, forms } from '../../platform/db/schema.ts';

// The organisation's imports of templates: the reads and writes an import makes to the organisation's group,
// forms and sample rows beyond what the forms and entries commands do. Templates and their released forms are
// read through templates.queries.ts.

export type ImportGroupRow = typeof formGroups.$inferSelect;
export type ImportedFormRow = typeof forms.$inferSelect;

/** The template forms a release pins, as the templates module reads them. */
export type { PinnedForm } from '../templates/templates.queries.ts';

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
