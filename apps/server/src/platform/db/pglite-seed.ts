import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A new embedded database starts as a copy of one made at build time, already initialised and migrated
 * (dist/pglite-seed/, written by pglite-seed.build.ts): creating PostgreSQL's data folder inside WASM is most
 * of a first start, several seconds. A plain copy of the folder, rather than PGlite loading a tarball, makes
 * the first start an ordinary start: loading the tarball held about 100 MiB more for the life of the process.
 * Sources run without a build have no seed and initialise as before.
 */
const SEED_DIR = path.join(import.meta.dirname, 'pglite-seed');

/**
 * Fills a database folder that holds no database yet with a copy of the seed, whole or not at all (a copy cut
 * short stays beside it and is replaced next time). Answers whether it did: not for an existing database, nor
 * without a build.
 */
export function copyPgliteSeed(databaseDir: string, seedDir = SEED_DIR): boolean {
  const isNew = !existsSync(databaseDir) || readdirSync(databaseDir).length === 0;
  if (!isNew || !existsSync(path.join(seedDir, 'PG_VERSION'))) return false;
  const partial = `${databaseDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(seedDir, partial, { recursive: true });
  rmSync(databaseDir, { recursive: true, force: true });
  renameSync(partial, databaseDir);
  return true;
}

export const pgliteSeedDir = () => SEED_DIR;
