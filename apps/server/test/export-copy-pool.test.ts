import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pagesReadAtOnce } from '../src/modules/entries-export/export-copy.ts';

// An export reads its next two pages at once only while the pool can spare the connections; otherwise one at a
// time, leaving the rest for other requests.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the pages an export reads at once', () => {
  it('are two while most of the pool is free, and one once half of it is taken', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 4 });
    try {
      expect(pagesReadAtOnce(pool)).toBe(2);
      // A connection just asked for (the page read just launched) still leaves most of the pool free.
      const first = pool.connect();
      expect(pagesReadAtOnce(pool)).toBe(2);
      const taken = [await first];
      expect(pagesReadAtOnce(pool)).toBe(2);
      taken.push(await pool.connect());
      expect(pagesReadAtOnce(pool)).toBe(1);
      for (const client of taken) client.release();
      // Released connections are idle, free again.
      expect(pagesReadAtOnce(pool)).toBe(2);
    } finally {
      await pool.end();
    }
  });
});
