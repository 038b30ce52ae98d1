import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './database.ts';

/** Writes strings as PostgreSQL literals whatever standard_conforming_strings says (E'' when needed). */
class LiteralDialect extends PgDialect {
  override escapeString(text: string): string {
    return pg.escapeLiteral(text);
  }
}

const dialect = new LiteralDialect();

/**
 * The text of a statement with its parameters written in as literals: COPY takes no parameters. Null when a
 * parameter is other than a string, a number, a boolean or null (a list, say), which it would not write
 * faithfully.
 */
export function inlinedSql(query: SQL): string | null {
  const { params } = dialect.sqlToQuery(query);
  const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
  if (!params.every(scalar)) return null;
  const inlined = dialect.sqlToQuery(sql`${query}`.inlineParams());
  return inlined.params.length === 0 ? inlined.sql : null;
}

/**
 * The rows of `COPY (…) TO STDOUT` as PostgreSQL sends them, on a connection of the PostgreSQL server: the
 * protocol sends one CopyData message a row (a backend's messages always hold single rows), each handed to
 * `onRow` while it is read. node-postgres passes a query object with `submit` to it as it is and delivers the
 * copy's messages to it (handleCopyData); the row's bytes are the parser's own buffer, valid only during the
 * call. Resolves to the number of rows once the server is ready for the next statement.
 */
export function copyOut(client: pg.PoolClient, text: string, onRow: (row: Buffer) => void): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let rows = 0;
    let failed: Error | undefined;
    const query = {
      submit(connection: { query(text: string): void }) {
        connection.query(text);
      },
      handleCopyData(message: { chunk: Buffer }) {
        if (failed) return;
        try {
          onRow(message.chunk);
          rows += 1;
        } catch (error) {
          // The rest of the copy is read and dropped; the failure is reported once the server is ready.
          failed = error as Error;
        }
      },
      handleCommandComplete() {},
      handleRowDescription() {},
      handleDataRow() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
      handleCopyInResponse(connection: { sendCopyFail(message: string): void }) {
        connection.sendCopyFail('not a copy from the client');
      },
      handleError(error: Error) {
        reject(error);
      },
      handleReadyForQuery() {
        if (failed) reject(failed);
        else resolve(rows);
      },
    };
    client.query(query as unknown as pg.QueryConfig);
  });
}

/** The connection pool of a PostgreSQL server's database; null for the embedded one, which has no COPY to a client. */
export function serverPoolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** Rows as arrays of a statement on one connection (rowArrays for a connection of the pool). */
export async function clientRowArrays(client: pg.PoolClient, query: SQL): Promise<unknown[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.query<unknown[]>({ text, values: params, rowMode: 'array' })).rows;
}
