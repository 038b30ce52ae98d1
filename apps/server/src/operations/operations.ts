import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import { createFileStorage } from '../platform/storage/create-file-storage.ts';
import { writeBackup } from './backup.ts';
import { type Comparison, restoreBackup } from './restore.ts';
import { onServer, pgliteTarget, postgresTarget, withoutPassword } from './restore-targets.ts';

/** The operator commands backup, restore and migrate-to (cli.ts), on the configured database and file store. */

type Print = (line: string) => void;

const fileStoreOf = (config: Config) => (config.s3 ? 's3' : 'disk');

/** The comparison a restore prints: a summary line, then one line per table. */
function printComparison(comparisons: Comparison[], print: Print): void {
  const tables = comparisons.filter((c) => c.item.startsWith('table '));
  const files = comparisons.filter((c) => c.item.startsWith('file '));
  for (const table of tables) print(`  ${table.same ? 'same' : 'DIFFERS'}  ${table.item}: ${table.found}`);
  print(
    `Verified against the manifest: ${tables.filter((c) => c.same).length}/${tables.length} tables ` +
      `(count and checksum), ${files.filter((c) => c.same).length}/${files.length} files (size and sha256).`,
  );
}

export async function backupCommand(config: Config, file: string, print: Print): Promise<void> {
  // An unreachable server is named before anything else happens.
  if (config.DATABASE_URL) await onServer(config.DATABASE_URL, async () => undefined);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const manifest = await writeBackup(
      { database, storage: await createFileStorage(config), fileStore: fileStoreOf(config) },
      path.resolve(file),
      { log: print },
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    print(
      `Backup written to ${path.resolve(file)}: ${manifest.tables.length} tables, ${rows} rows, ` +
        `${manifest.files.length} files (from ${manifest.source.engine}, Atrium ${manifest.productVersion}).`,
    );
  } finally {
    await database.close();
  }
}

/** Into the configured database (DATABASE_URL, or the embedded one in DATA_DIR), which must be empty. */
export async function restoreCommand(config: Config, file: string, print: Print): Promise<void> {
  const target = config.DATABASE_URL ? postgresTarget(config.DATABASE_URL) : pgliteTarget(config.dataDir);
  const comparisons = await restoreBackup(path.resolve(file), target, await createFileStorage(config));
  printComparison(comparisons, print);
  print(`Restored ${path.resolve(file)} into ${target.name}.`);
}

/**
 * Copies the configured database into an empty PostgreSQL server database. The files stay where the file store
 * keeps them (DATA_DIR/files or the S3 bucket): keep the same DATA_DIR or S3 settings when switching to the URL.
 */
export async function migrateToCommand(config: Config, url: string, print: Print): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('migrate-to needs a postgres:// URL of an empty database.');
  const target = postgresTarget(url);
  // Refused before anything is read: an unreachable or used target is known at once.
  await target.assertEmpty();
  const folder = await mkdtemp(path.join(tmpdir(), 'atrium-migrate-'));
  try {
    const archive = path.join(folder, 'rows.zip');
    const storage = await createFileStorage(config);
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
    try {
      await runMigrations(database);
      await writeBackup({ database, storage, fileStore: fileStoreOf(config) }, archive, {
        includeFiles: false,
      });
    } finally {
      await database.close();
    }
    const comparisons = await restoreBackup(archive, target, storage, { filesInPlace: true });
    printComparison(comparisons, print);
    print(
      `Copied into ${withoutPassword(url)}. Start Atrium with DATABASE_URL set to it ` +
        `(and the same ${config.s3 ? 'S3 settings' : `DATA_DIR, whose files/ folder holds the files`}).`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
