import { count, type SQL } from 'drizzle-orm';
import type { PgSelectQueryBuilder, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';

/** Which page of a list, counted from 0, and how many rows a page holds. */
export interface PageWindow {
  page: number;
  pageSize: number;
}

/** How many rows of the table match: the total shown beside a page. */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  return Number(counted?.n ?? 0);
}

/** Narrows a sorted query (made dynamic with `$dynamic()`) to one page. */
export function onePage<T extends PgSelectQueryBuilder>(query: T, window: PageWindow): T {
  return query.limit(window.pageSize).offset(window.page * window.pageSize);
}
