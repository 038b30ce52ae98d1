import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of `table` matching `where`, as one JSON array in `orderBy`: a subquery that reads them in the same
 * statement as another table's row (and under its lock). `rowsFromJson` turns them back into the rows a select
 * of the table gives.
 */
export function jsonRowsOf(table: PgTable, where: SQL, orderBy: SQL): SQL<unknown> {
  return sql`(select coalesce(json_agg(to_json(${table}) order by ${orderBy}), '[]'::json) from ${table} where ${where})`;
}

/** The rows of `jsonRowsOf`, each column mapped as the driver's value would be (dates, numbers). */
export function rowsFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (json as Record<string, unknown>[]).map((stored) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = stored[column.name];
      // JSON values arrive parsed already; a JSON string must not be parsed twice.
      const parsed = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
      row[key] =
        value === null || value === undefined || parsed ? (value ?? null) : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
