import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A new embedded database starts from a copy of one made at build time, already initialised and migrated
 * (dist/pglite-seed.tar.gz, written by pglite-seed.build.ts): creating PostgreSQL's data folder inside WASM is
 * most of a first start, several seconds. Sources run without a build have no seed and initialise as before.
 */
const SEED_FILE = path.join(import.meta.dirname, 'pglite-seed.tar.gz');

/** The seed for a data folder that holds no database yet; none for an existing one or without a build. */
export function pgliteSeedFor(databaseDir: string): Blob | undefined {
  const isNew = !existsSync(databaseDir) || readdirSync(databaseDir).length === 0;
  if (!isNew || !existsSync(SEED_FILE)) return undefined;
  return new Blob([readFileSync(SEED_FILE)]);
}

export const pgliteSeedFile = () => SEED_FILE;
