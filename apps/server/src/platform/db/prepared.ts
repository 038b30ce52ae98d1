import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** A value of a query: given now, or named and given each time a prepared statement runs. */
export type Bound<T = string> = T | Placeholder<string, T>;

/** Names a value a prepared statement takes on each run. */
export const bound = <T = string>(name: string): Placeholder<string, T> => sql.placeholder(name);

/**
 * A statement prepared once per database for the busiest requests: the query builder skips building its SQL
 * on every run, and PostgreSQL parses and plans it once per connection (a named statement). The name must be
 * unique among prepared statements.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
