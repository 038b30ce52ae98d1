// Run by the build (build.mjs) from dist/: an in-memory embedded database, migrated, written beside the server
// as the seed new data folders start from (pglite-seed.ts).
import { writeFileSync } from 'node:fs';
import { openPglite } from './database.ts';
import { runMigrations } from './migrate.ts';
import { pgliteSeedFile } from './pglite-seed.ts';

const database = await openPglite(null);
await runMigrations(database);
const seed = await database.dumpCompressed();
writeFileSync(pgliteSeedFile(), Buffer.from(await seed.arrayBuffer()));
await database.close();
