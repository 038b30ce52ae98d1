import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db, DbOrTx } from './database.ts';

const dialect = new PgDialect();

/**
 * Runs one statement and returns its rows as arrays, on either engine. For reads of many thousands of rows
 * (the export): no object per row, and columns selected as text reach JavaScript without any parsing.
 */
export async function rowArrays(db: Db, query: SQL): Promise<unknown[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    return (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows;
  }
  return (await client.query<unknown[]>({ text, values: params, rowMode: 'array' })).rows;
}

/** The rows of a statement written as SQL, as objects keyed by column name; both drivers answer `{ rows }`. */
export async function rowsOf<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
