import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
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
 * Files copied at once. The seed is some 1,100 files and 40 MB: copied one after the other (`cpSync`) they took
 * 440 to 570 ms of a first start on a slow disk, sixteen at a time 120 to 270 ms.
 */
const COPIES_AT_ONCE = 16;

/**
 * Fills a database folder that holds no database yet with a copy of the seed, whole or not at all (a copy cut
 * short stays beside it and is replaced next time). Answers whether it did: not for an existing database, nor
 * without a build.
 */
export async function copyPgliteSeed(databaseDir: string, seedDir = SEED_DIR): Promise<boolean> {
  const isNew = !existsSync(databaseDir) || readdirSync(databaseDir).length === 0;
  if (!isNew || !existsSync(path.join(seedDir, 'PG_VERSION'))) return false;
  const partial = `${databaseDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await copyFolder(seedDir, partial);
  rmSync(databaseDir, { recursive: true, force: true });
  renameSync(partial, databaseDir);
  return true;
}

/** A folder's files and folders copied into a new one, several files at a time. */
async function copyFolder(from: string, to: string): Promise<void> {
  const folders = [to];
  const files: string[] = [];
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) folders.push(path.join(to, relative));
    else files.push(relative);
  }
  for (const folder of folders) await mkdir(folder, { recursive: true });
  let next = 0;
  const copyNext = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      await copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext));
}

export const pgliteSeedDir = () => SEED_DIR;
