import { type AnyColumn, or, type SQL, sql } from 'drizzle-orm';

/**
 * A LIKE / ILIKE pattern for text a user typed: `%`, `_` and `\` match themselves, not any text.
 * `contains` finds the text anywhere, `prefix` at the start.
 */
export function likePattern(text: string, match: 'contains' | 'prefix' = 'contains'): string {
  const literal = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return match === 'prefix' ? `${literal}%` : `%${literal}%`;
}

/** A search box: rows where one of the columns contains the text, any case; no condition when it is empty. */
export function searchMatches(search: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}
