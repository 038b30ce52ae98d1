import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/platform/db/database.ts';
import { copyPgliteSeed } from '../src/platform/db/pglite-seed.ts';
import { rowsOf } from '../src/platform/db/row-arrays.ts';

const root = mkdtempSync(path.join(tmpdir(), 'atrium-seed-test-'));
const seed = path.join(root, 'seed-data');
const seedFolder = path.join(seed, 'pglite');

beforeAll(async () => {
  // A seed as the build makes one: an embedded database in a folder, closed.
  const database = await openPglite(seed);
  await database.db.execute(sql`create table seeded (note text)`);
  await database.db.execute(sql`insert into seeded values ('from the seed')`);
  await database.close();
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database seed', () => {
  it('starts a new data folder as a working copy of the seed', async () => {
    const dataDir = path.join(root, 'new');
    expect(await copyPgliteSeed(path.join(dataDir, 'pglite'), seedFolder)).toBe(true);
    const database = await openPglite(dataDir);
    try {
      const rows = await rowsOf<{ note: string }>(database.db, sql`select note from seeded`);
      expect(rows).toEqual([{ note: 'from the seed' }]);
    } finally {
      await database.close();
    }
  });

  it('leaves a folder that already holds a database as it is', async () => {
    const folder = path.join(root, 'existing', 'pglite');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
    expect(await copyPgliteSeed(folder, seedFolder)).toBe(false);
    expect(readdirSync(folder)).toEqual(['PG_VERSION']);
  });

  it('replaces a copy cut short by an earlier start, and leaves none behind', async () => {
    const folder = path.join(root, 'interrupted', 'pglite');
    mkdirSync(`${folder}.partial`, { recursive: true });
    writeFileSync(path.join(`${folder}.partial`, 'half-written'), '');
    expect(await copyPgliteSeed(folder, seedFolder)).toBe(true);
    expect(readdirSync(folder).sort()).toEqual(readdirSync(seedFolder).sort());
    expect(readdirSync(path.dirname(folder))).toEqual(['pglite']);
  });

  it('does nothing where there is no seed (sources run without a build)', async () => {
    const folder = path.join(root, 'unbuilt', 'pglite');
    expect(await copyPgliteSeed(folder, path.join(root, 'no-seed-here'))).toBe(false);
  });
});
