import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { likePattern, searchMatches } from '../src/platform/db/like-pattern.ts';
import { users } from '../src/platform/db/schema.ts';

describe('LIKE patterns', () => {
  it('finds the text anywhere by default, or at the start', () => {
    expect(likePattern('ada')).toBe('%ada%');
    expect(likePattern('ada', 'prefix')).toBe('ada%');
  });

  it('takes %, _ and \\ literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('a_b', 'prefix')).toBe('a\\_b%');
  });
});

describe('search boxes', () => {
  const dialect = new PgDialect();

  it('add no condition for an empty search', () => {
    expect(searchMatches('', [users.name])).toBeUndefined();
  });

  it('match any of the columns, any case, with one escaped pattern', () => {
    const condition = searchMatches('a%', [users.name, sql`${users.email}`]);
    if (!condition) throw new Error('expected a condition');
    const query = dialect.sqlToQuery(condition);
    expect(query.sql).toBe('("users"."name" ilike $1 or "users"."email" ilike $2)');
    expect(query.params).toEqual(['%a\\%%', '%a\\%%']);
  });
});
