import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { ofOrgForm } from '../../platform/db/org-rows.ts';
import { entries } from '../../platform/db/schema.ts';

/** Whether an entry of the form created by the user holds the file (readers who see only their own entries). */
export async function ownEntryHoldsFile(
  db: DbOrTx,
  orgId: string,
  formId: string,
  userId: string,
  key: string,
): Promise<boolean> {
  // The key as it appears inside the entry's JSON text: quoted, so a key never matches a longer one.
  const needle = JSON.stringify(key);
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(entries)
    .where(
      and(
        ofOrgForm(entries, orgId, formId),
        eq(entries.createdBy, userId),
        sql`strpos(${entries.data}::text, ${needle}) > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
