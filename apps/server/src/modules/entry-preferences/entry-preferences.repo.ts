import type { SavedColumns, SavedFilter } from '@atrium/domain/entries/entries.filters.ts';
import type { FormFacts } from '@atrium/domain/forms/form-permissions.ts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { formPreferences, forms } from '../../platform/db/schema.ts';

export type PreferenceFormFacts = FormFacts & { name: string };

/** What the view rule needs of a form of the organisation, without its fields; null for another org's form. */
export async function findFormFacts(
  db: DbOrTx,
  orgId: string,
  formId: string,
): Promise<PreferenceFormFacts | null> {
  const [row] = await db
    .select({
      name: forms.name,
      owner: forms.owner,
      editFormConfig: forms.editFormConfig,
      formDataAccess: forms.formDataAccess,
      formUsabilitySettings: forms.formUsabilitySettings,
    })
    .from(forms)
    .where(and(eq(forms.orgId, orgId), eq(forms.id, formId)));
  return row ?? null;
}

export interface PreferenceLists {
  savedFilters: SavedFilter[];
  savedColumns: SavedColumns[];
}

export async function findPreferences(db: DbOrTx, userId: string, formId: string): Promise<PreferenceLists> {
  const [row] = await db
    .select({ savedFilters: formPreferences.savedFilters, savedColumns: formPreferences.savedColumns })
    .from(formPreferences)
    .where(and(eq(formPreferences.userId, userId), eq(formPreferences.formId, formId)));
  return row ?? { savedFilters: [], savedColumns: [] };
}

export async function upsertPreferences(
  db: DbOrTx,
  userId: string,
  formId: string,
  lists: PreferenceLists,
): Promise<PreferenceLists> {
  const [row] = await db
    .insert(formPreferences)
    .values({ userId, formId, ...lists })
    .onConflictDoUpdate({
      target: [formPreferences.userId, formPreferences.formId],
      set: { ...lists, updatedAt: new Date() },
    })
    .returning({ savedFilters: formPreferences.savedFilters, savedColumns: formPreferences.savedColumns });
  if (!row) throw new Error('Saving preferences returned no row');
  return row;
}
