import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { templates } from '../../platform/db/schema.ts';

/** The name of the organisation's template, or null (the entry screen's heading names it). */
export async function templateNameOf(db: DbOrTx, orgId: string, templateId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: templates.name })
    .from(templates)
    .where(and(eq(templates.orgId, orgId), eq(templates.id, templateId)));
  return row?.name ?? null;
}
