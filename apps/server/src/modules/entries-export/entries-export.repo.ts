import type { EntryListQuery } from '@atrium/domain/entries/entries.schemas.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type EntryListScope, whereOf } from '../entries/entries-query.repo.ts';
import { sortTarget } from '../entries/entry-filters.sql.ts';
import type { ExportRow } from './export-cells.ts';

/** Rows fetched at a time: memory stays flat whatever the number of entries. */
export const EXPORT_PAGE_SIZE = 2000;

interface RawRow {
  id: string;
  data: Record<string, unknown>;
  created_at: string | Date;
  created_by_name: string | null;
  updated_at: string | Date;
  updated_by_name: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export interface ExportReadPlan {
  where: SQL | undefined;
  order: SQL[];
}

/**
 * The entries table's view (same WHERE, same sort) in the export's order; a grouped export reads each group's
 * entries together. Built before the answer starts, so a bad sort or filter is a 400, not a broken download.
 */
export function exportReadPlan(
  scope: EntryListScope,
  query: Pick<EntryListQuery, 'trashed' | 'search' | 'filters' | 'sort' | 'direction'>,
  groupBy: SQL | null,
): ExportReadPlan {
  const target = sortTarget(query.sort, scope.viewable);
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
  const order = [sql`${target} ${direction} nulls last`, sql`id ${direction}`];
  if (groupBy) order.unshift(sql`${groupBy} asc nulls first`);
  return { where: whereOf(scope, query), order };
}

/**
 * Reads the view through a server-side cursor, page by page, handing each page to `onPage` (which may wait
 * for the client to drain). One read-only transaction gives a consistent snapshot of the whole export.
 */
export async function readExportPages(
  db: Db,
  plan: ExportReadPlan,
  onPage: (rows: ExportRow[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare entries_export no scroll cursor for
      select id::text as id, data, created_at, created_by_name, updated_at, updated_by_name
      from entries where ${plan.where} order by ${sql.join(plan.order, sql`, `)}`);
    for (;;) {
      const result = (await tx.execute(
        sql`fetch ${sql.raw(String(EXPORT_PAGE_SIZE))} from entries_export`,
      )) as unknown as {
        rows: RawRow[];
      };
      if (result.rows.length === 0) break;
      await onPage(
        result.rows.map((row) => ({
          id: row.id,
          data: row.data,
          createdAt: iso(row.created_at),
          createdBy: row.created_by_name ?? '',
          updatedAt: iso(row.updated_at),
          updatedBy: row.updated_by_name ?? '',
        })),
      );
      if (result.rows.length < EXPORT_PAGE_SIZE) break;
    }
    await tx.execute(sql`close entries_export`);
  });
}
