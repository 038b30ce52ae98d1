import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { ofOrgForm } from '../../platform/db/org-rows.ts';
import { versionTrash } from '../../platform/db/schema.ts';

type EntryOf = { orgId: string; formId: string; id: string };

/**
 * Keeps the version trash of an entry in line with an edit of a versioned form: files the edit removed are
 * noted (merge-write: a file noted once keeps its first date), files the entry holds again are no longer.
 */
export async function noteRemovedFiles(
  db: DbOrTx,
  entry: EntryOf,
  change: { removed: readonly string[]; held: readonly string[] },
): Promise<void> {
  if (change.held.length > 0)
    await db
      .delete(versionTrash)
      .where(
        and(
          eq(versionTrash.formId, entry.formId),
          eq(versionTrash.entryId, entry.id),
          inArray(versionTrash.fileKey, [...change.held]),
        ),
      );
  if (change.removed.length === 0) return;
  await db
    .insert(versionTrash)
    .values(
      change.removed.map((fileKey) => ({
        formId: entry.formId,
        entryId: entry.id,
        orgId: entry.orgId,
        fileKey,
      })),
    )
    .onConflictDoNothing();
}

/** Forgets the version trash of deleted entries (their files go with their versions' files). */
export async function dropVersionTrash(db: DbOrTx, orgId: string, formId: string, entryIds: string[]) {
  if (entryIds.length === 0) return;
  await db
    .delete(versionTrash)
    .where(and(ofOrgForm(versionTrash, orgId, formId), inArray(versionTrash.entryId, entryIds)));
}

export interface DueFile {
  org_id: string;
  form_id: string;
  file_key: string;
}

/**
 * Takes out of the version trash up to `limit` files kept longer than their form's versionTrashCleanupDuration
 * days (a form with 0 keeps them until the entry is deleted) and returns them, for their deletion from storage.
 */
export async function takeDueVersionTrash(db: DbOrTx, limit: number): Promise<DueFile[]> {
  const days = sql`coalesce((f.data_version_settings ->> 'versionTrashCleanupDuration')::int, 0)`;
  const result = (await db.execute(sql`
    with due as (
      select v.form_id, v.entry_id, v.file_key from version_trash v join forms f on f.id = v.form_id
      where ${days} > 0 and v.removed_at < now() - make_interval(days => ${days})
      limit ${limit}
    )
    delete from version_trash v using due d
    where v.form_id = d.form_id and v.entry_id = d.entry_id and v.file_key = d.file_key
    returning v.org_id, v.form_id, v.file_key`)) as unknown as { rows: DueFile[] };
  return result.rows;
}
