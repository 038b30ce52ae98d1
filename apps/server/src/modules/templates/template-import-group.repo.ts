import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { formGroups, organizations } from '../../platform/db/schema.ts';

// Import Form Group as Template reads a form group of any organisation by its id (decision 0024: the
// organisation shares the id with the creator) and marks it once it became a template.

export async function findFormGroupAnywhere(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      orgId: formGroups.orgId,
      id: formGroups.id,
      name: formGroups.name,
      forms: formGroups.forms,
      orgName: organizations.name,
    })
    .from(formGroups)
    .innerJoin(organizations, eq(organizations.id, formGroups.orgId))
    .where(and(eq(formGroups.id, id), eq(formGroups.isTrashed, false)));
  const [row] = options.lock ? await query.for('update', { of: formGroups }) : await query;
  return row ?? null;
}

export async function markImportedAsTemplate(
  db: DbOrTx,
  group: { orgId: string; id: string },
  mark: Record<string, unknown>,
): Promise<void> {
  await db
    .update(formGroups)
    .set({ importedAsTemplate: mark })
    .where(and(eq(formGroups.orgId, group.orgId), eq(formGroups.id, group.id)));
}
