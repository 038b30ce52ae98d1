import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/platform/db/database.ts';
import { rowArrays } from '../src/platform/db/row-arrays.ts';

// The settings the server's own connections to a PostgreSQL server start with, which the speed of the entries
// table and its totals rests on (docs/BENCHMARKS.md, decisions 0044 and 0059). A server administrator's
// defaults for the database do not replace them.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the server's connections to PostgreSQL", () => {
  it('plan without JIT, keep filtered bitmaps exact and send no prefetch request beside each page read', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL as string, 2);
    try {
      const [settings] = await rowArrays(
        database.db,
        sql`select current_setting('jit'), current_setting('work_mem'), current_setting('effective_io_concurrency')`,
      );
      expect(settings).toEqual(['off', '32MB', '0']);
    } finally {
      await database.close();
    }
  });
});
