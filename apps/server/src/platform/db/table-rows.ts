import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const columnsByTable = new WeakMap<PgTable, [string, PgColumn][]>();

function columnsOf(table: PgTable): [string, PgColumn][] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  return columns;
}

/**
 * Rows keyed by the database's column names (a `to_json` of them, or a statement written as SQL text) as the
 * query builder would give them: keys as the schema names them, each value mapped as its column maps a
 * driver's value (dates, numbers).
 */
export function tableRows<T extends PgTable>(table: T, stored: unknown): T['$inferSelect'][] {
  const columns = columnsOf(table);
  return (stored as Record<string, unknown>[]).map((values) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = values[column.name];
      // JSON values arrive parsed already; a JSON string must not be parsed twice.
      const parsed = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
      row[key] =
        value === null || value === undefined || parsed ? (value ?? null) : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
