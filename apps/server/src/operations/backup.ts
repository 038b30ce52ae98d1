import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import {
  FORMAT,
  FORMAT_VERSION,
  fileEntry,
  latestMigration,
  MANIFEST,
  type Manifest,
  productVersion,
  tableEntry,
} from './manifest.ts';
import { fixRowText, summarizeTable, tableLines, tablesInLoadOrder } from './table-rows.ts';
import { type ArchiveWriter, writeArchive } from './zip-archive.ts';

export interface BackupSource {
  database: Database;
  storage: FileStorage;
  fileStore: 'disk' | 's3';
}

/**
 * Writes the archive: every table's rows (read in one snapshot), then every stored file, then the manifest.
 * It is written beside the target and renamed when complete, so a failure leaves no half archive.
 * `includeFiles` false lists and hashes the files without copying them (migrate-to keeps them in place).
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  options: { includeFiles?: boolean; log?: (line: string) => void } = {},
): Promise<Manifest> {
  const includeFiles = options.includeFiles ?? true;
  const log = options.log ?? (() => {});
  if (existsSync(file)) throw new Error(`${file} exists already; choose a new file name.`);
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  const archive = writeArchive(partial);
  try {
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      productVersion: productVersion(),
      schema: latestMigration(),
      createdAt: new Date().toISOString(),
      source: { engine: source.database.kind, fileStore: source.fileStore },
      tables: await archiveTables(source.database, archive, log),
      files: await archiveFiles(source.storage, includeFiles ? archive : null, log),
      filesIncluded: includeFiles,
    };
    await archive.add(MANIFEST, [JSON.stringify(manifest, null, 2)], true);
    await archive.finish();
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await archive.abort().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

/** Every table in one read-only snapshot: rows that refer to each other are archived together. */
function archiveTables(database: Database, archive: ArchiveWriter, log: (line: string) => void) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'));
    await fixRowText(tx);
    const tables: Manifest['tables'] = [];
    for (const name of await tablesInLoadOrder(tx)) {
      const summary = await summarizeTable(tx, name);
      await archive.add(tableEntry(name), tableLines(tx, name), true);
      tables.push({ name, ...summary });
      log(`table ${name}: ${summary.rows} rows`);
    }
    return tables;
  });
}

/**
 * Every file of the store, read through its interface (disk or S3 alike) and hashed on the way. A file gone
 * between the listing and the read (deleted meanwhile) is left out.
 */
async function archiveFiles(
  storage: FileStorage,
  archive: ArchiveWriter | null,
  log: (line: string) => void,
) {
  const files: Manifest['files'] = [];
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  keys.sort();
  for (const key of keys) {
    const stored = await storage.get(key);
    if (!stored) {
      log(`file ${key}: deleted while the backup ran, left out`);
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    const { stream } = stored;
    async function* hashed() {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    }
    if (archive) await archive.add(fileEntry(key), hashed(), false);
    else for await (const _chunk of hashed()); // read for the hash only
    files.push({ key, size, sha256: hash.digest('hex') });
  }
  log(`files: ${files.length}`);
  return files;
}
