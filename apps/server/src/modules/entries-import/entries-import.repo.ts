import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { entries, forms } from '../../platform/db/schema.ts';
import { liveEntriesWhere, newestEntriesFirst } from '../entries/entries.queries.ts';
import type { FormRow } from '../forms/forms.queries.ts';

export interface Writer {
  orgId: string;
  formId: string;
  userId: string;
  userName: string;
}

/**
 * Inserts a batch with one statement and one parameter (the rows as JSON, from `storedEntryJson` in import-segments.ts), which keeps
 * a 499-row batch far below the bind-parameter limit and the planner's work small. The search text goes into
 * `search_pending`, which no trigram index reads, and the form into the search backlog: the search index job
 * moves the text once the import pauses (decision 0055), and searches match it meanwhile.
 */
export async function insertEntryBatch(db: DbOrTx, writer: Writer, rows: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const payload = `[${rows.join(',')}]`;
  // clock_timestamp() per row keeps the file's order in the table's created-at sort; the row's number, as
  // microseconds, keeps it where the clock is coarser than a row (the embedded database's clock ticks in ms).
  await db.execute(sql`
    with backlog as (
      insert into entry_search_backlog (form_id) values (${writer.formId}::uuid)
      on conflict (form_id) do update set touched_at = now()
    )
    insert into entries (form_id, org_id, data, search_pending, created_by, created_by_name, updated_by,
                         updated_by_name, created_at, updated_at)
    select ${writer.formId}::uuid, ${writer.orgId}, r.data, nullif(r.search_text, ''), ${writer.userId}::uuid,
           ${writer.userName}, ${writer.userId}::uuid, ${writer.userName}, r.at, r.at
    from (select *, clock_timestamp() + n * interval '1 microsecond' as at
          from rows from (jsonb_to_recordset(${payload}::jsonb) as (data jsonb, search_text text))
               with ordinality as x(data, search_text, n)
          order by n) as r`);
}

/** The newest live entries of a source form the reader may see (their own only for view_self_data). */
export async function newestSourceEntries(
  db: DbOrTx,
  scope: { orgId: string; formId: string; createdBy?: string },
  limit: number,
): Promise<EntryData[]> {
  const rows = await db
    .select({ data: entries.data })
    .from(entries)
    .where(liveEntriesWhere(scope))
    .orderBy(...newestEntriesFirst)
    .limit(limit);
  return rows.map((row) => row.data);
}

/** The organisation's live forms with their fields: the import sources are those the reader may view. */
export async function liveFormsOf(db: DbOrTx, orgId: string): Promise<FormRow[]> {
  return db
    .select()
    .from(forms)
    .where(and(eq(forms.orgId, orgId), eq(forms.isTrashed, false)))
    .orderBy(asc(sql`lower(${forms.name})`));
}
