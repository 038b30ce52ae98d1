import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { onePage } from '../src/platform/db/row-pages.ts';
import { users } from '../src/platform/db/schema.ts';

describe('pages of a list', () => {
  it('skip the earlier pages and take one page of rows', () => {
    const query = new QueryBuilder().select({ id: users.id }).from(users).orderBy(users.id).$dynamic();
    const { sql, params } = onePage(query, { page: 2, pageSize: 25 }).toSQL();
    expect(sql).toMatch(/limit \$1 offset \$2$/);
    expect(params).toEqual([25, 50]);
  });
});
