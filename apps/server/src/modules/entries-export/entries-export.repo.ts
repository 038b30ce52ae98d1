import type { EntryListQuery } from '@atrium/domain/entries/entries.schemas.ts';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { entries } from '../../platform/db/schema.ts';
import { type EntryListScope, whereOf } from '../entries/entries-query.repo.ts';
import { sortTarget } from '../entries/entry-filters.sql.ts';
import type { ExportRow } from './export-cells.ts';

/** Rows fetched at a time: memory stays flat whatever the number of entries. */
export const EXPORT_PAGE_SIZE = 2000;

/** One key of the export's order; the last one is the entry id, which is never null. */
interface SortKey {
  expression: SQL;
  ascending: boolean;
  nullsFirst: boolean;
  /** Built-in timestamps and the id are never null: their conditions stay simple enough for an index. */
  nullable: boolean;
}

export interface ExportReadPlan {
  where: SQL | undefined;
  keys: SortKey[];
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
  const ascending = query.direction === 'asc';
  const nullable = !['created_at', 'updated_at'].includes(query.sort);
  const keys: SortKey[] = [
    { expression: sortTarget(query.sort, scope.viewable), ascending, nullsFirst: false, nullable },
    { expression: sql`${entries.id}`, ascending, nullsFirst: false, nullable: false },
  ];
  if (groupBy) keys.unshift({ expression: groupBy, ascending: true, nullsFirst: true, nullable: true });
  return { where: whereOf(scope, query), keys };
}

const orderOf = (key: SortKey) =>
  sql`${key.expression} ${sql.raw(key.ascending ? 'asc' : 'desc')} ${sql.raw(key.nullsFirst ? 'nulls first' : 'nulls last')}`;

/** Rows whose key comes after `last` in the key's order (nulls where the order puts them). */
function after(key: SortKey, last: string | null): SQL | undefined {
  const beyond = key.ascending ? sql`${key.expression} > ${last}` : sql`${key.expression} < ${last}`;
  if (last === null) return key.nullsFirst ? sql`${key.expression} is not null` : sql`false`;
  return key.nullsFirst || !key.nullable ? beyond : or(beyond, sql`${key.expression} is null`);
}

/**
 * A bound on the first key implied by the keyset condition, stated on its own so the planner can range-scan
 * an index on that key instead of sorting what is left of the view for every page.
 */
function firstKeyBound(key: SortKey, last: string | null): SQL | undefined {
  if (last === null) return key.nullsFirst ? undefined : sql`${key.expression} is null`;
  const from = key.ascending ? sql`${key.expression} >= ${last}` : sql`${key.expression} <= ${last}`;
  return key.nullsFirst || !key.nullable ? from : or(from, sql`${key.expression} is null`);
}

const same = (key: SortKey, last: string | null) =>
  last === null ? sql`${key.expression} is null` : sql`${key.expression} = ${last}`;

/** Keyset condition: after the last row read, in the full order of the keys. */
function afterRow(keys: SortKey[], last: (string | null)[]): SQL | undefined {
  const [first] = keys;
  return and(
    first ? firstKeyBound(first, last[0] ?? null) : undefined,
    or(
      ...keys.map((key, index) =>
        and(
          ...keys.slice(0, index).map((earlier, i) => same(earlier, last[i] ?? null)),
          after(key, last[index] ?? null),
        ),
      ),
    ),
  );
}

interface RawRow {
  id: string;
  data: Record<string, unknown>;
  created_at: string | Date;
  created_by_name: string | null;
  updated_at: string | Date;
  updated_by_name: string | null;
  keys: (string | null)[];
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Reads the view page by page with keyset paging, handing each page to `onPage` (which may wait for the client
 * to drain). No transaction stays open while a slow client downloads, so nothing else waits on the export.
 * The keys come back as text, so timestamps keep their microseconds between pages.
 */
export async function readExportPages(
  db: DbOrTx,
  plan: ExportReadPlan,
  onPage: (rows: ExportRow[]) => Promise<void>,
): Promise<void> {
  const keyTexts = sql.join(
    plan.keys.map((key) => sql`(${key.expression})::text`),
    sql`, `,
  );
  let last: (string | null)[] | null = null;
  for (;;) {
    const result = (await db.execute(sql`
      select id::text as id, data, created_at, created_by_name, updated_at, updated_by_name,
             array[${keyTexts}] as keys
      from entries
      where ${and(plan.where, last ? afterRow(plan.keys, last) : undefined)}
      order by ${sql.join(plan.keys.map(orderOf), sql`, `)}
      limit ${EXPORT_PAGE_SIZE}`)) as unknown as { rows: RawRow[] };
    const rows = result.rows;
    if (rows.length === 0) return;
    await onPage(
      rows.map((row) => ({
        id: row.id,
        data: row.data,
        createdAt: iso(row.created_at),
        createdBy: row.created_by_name ?? '',
        updatedAt: iso(row.updated_at),
        updatedBy: row.updated_by_name ?? '',
      })),
    );
    if (rows.length < EXPORT_PAGE_SIZE) return;
    last = rows.at(-1)?.keys ?? null;
  }
}
