import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { forms } from '../../platform/db/schema.ts';

/** What the group screens and rules read of a form. */
export interface GroupedFormRow {
  id: string;
  name: string;
  owner: string | null;
  isTrashed: boolean;
  trashedAt: Date | null;
  fieldCount: number;
  updatedAt: Date;
  editFormConfig: (typeof forms.$inferSelect)['editFormConfig'];
  formDataAccess: (typeof forms.$inferSelect)['formDataAccess'];
  formUsabilitySettings: (typeof forms.$inferSelect)['formUsabilitySettings'];
}

/** The organisation's forms among the given ids, trashed or not, by id. */
export async function formsById(
  db: DbOrTx,
  orgId: string,
  ids: string[],
): Promise<Map<string, GroupedFormRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: forms.id,
      name: forms.name,
      owner: forms.owner,
      isTrashed: forms.isTrashed,
      trashedAt: forms.trashedAt,
      fieldCount: forms.fieldCount,
      updatedAt: forms.updatedAt,
      editFormConfig: forms.editFormConfig,
      formDataAccess: forms.formDataAccess,
      formUsabilitySettings: forms.formUsabilitySettings,
    })
    .from(forms)
    .where(and(eq(forms.orgId, orgId), inArray(forms.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}
