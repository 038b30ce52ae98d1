// Run by the build (build.mjs) from dist/: an embedded database, migrated, left beside the server as the seed
// new data folders start from (pglite-seed.ts).
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from './database.ts';
import { runMigrations } from './migrate.ts';
import { pgliteSeedDir } from './pglite-seed.ts';

const seedDir = pgliteSeedDir();
// Built in a data folder of its own beside the seed (the same disk, so it can be renamed into place).
const work = path.join(path.dirname(seedDir), 'pglite-seed.work');
rmSync(seedDir, { recursive: true, force: true });
rmSync(work, { recursive: true, force: true });
// The tarball earlier builds wrote in its place.
rmSync(path.join(path.dirname(seedDir), 'pglite-seed.tar.gz'), { force: true });
const database = await openPglite(work);
await runMigrations(database);
await database.close();
renameSync(path.join(work, 'pglite'), seedDir);
rmSync(work, { recursive: true, force: true });
