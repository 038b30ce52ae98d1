import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import { createEntryPartitionSql } from '../modules/entries/entry-partitions.repo.ts';
import type { Database, DbOrTx } from '../platform/db/database.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { fileEntry, MANIFEST, type Manifest, parseManifest, tableEntry } from './manifest.ts';
import type { RestoreTarget } from './restore-targets.ts';
import {
  emptyTables,
  fixRowText,
  insertRows,
  resetSequences,
  summarizeTable,
  tablesInLoadOrder,
} from './table-rows.ts';
import { type ArchiveEntry, readArchive } from './zip-archive.ts';

type Entries = Map<string, ArchiveEntry>;

/** The lines of a JSON-lines entry, one at a time. */
async function* linesOf(entry: ArchiveEntry): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of entry.open()) {
    const lines = (rest + decoder.write(Buffer.from(chunk))).split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

async function sha256Of(source: AsyncIterable<Uint8Array>): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Reads the whole archive before anything is written: its manifest (format, version, schema), every table's
 * line count and every file's size and hash. A cut-short, damaged or foreign archive is refused here.
 */
export async function checkArchive(file: string): Promise<{ manifest: Manifest; entries: Entries }> {
  const entries: Entries = new Map((await readArchive(file)).map((entry) => [entry.name, entry]));
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw new Error(`${file} holds no ${MANIFEST}: it is not an Atrium backup.`);
  let text = '';
  for await (const line of linesOf(manifestEntry)) text += `${line}\n`;
  const manifest = parseManifest(text);
  for (const table of manifest.tables) {
    const entry = entries.get(tableEntry(table.name));
    if (!entry) throw new Error(`The archive lacks the rows of table ${table.name}.`);
    let rows = 0;
    for await (const line of linesOf(entry)) if (line) rows++;
    if (rows !== table.rows)
      throw new Error(`The archive holds ${rows} rows of ${table.name}; its manifest says ${table.rows}.`);
  }
  if (manifest.filesIncluded) {
    for (const stored of manifest.files) {
      const entry = entries.get(fileEntry(stored.key));
      if (!entry) throw new Error(`The archive lacks the file ${stored.key}.`);
      const { sha256, size } = await sha256Of(entry.open());
      if (sha256 !== stored.sha256 || size !== stored.size)
        throw new Error(`The file ${stored.key} in the archive does not match its manifest hash.`);
    }
  }
  return { manifest, entries };
}

export interface Comparison {
  item: string;
  expected: string;
  found: string;
  same: boolean;
}

/** Rows per insert: a page of lines, or fewer when the rows are large. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

/** The database's own words, without the query and its parameters (a page of rows) that drizzle adds. */
function loadFailure(table: string, error: unknown): Error {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return new Error(`Loading the rows of ${table} failed: ${(cause as Error).message}`);
}

async function insertBatch(tx: DbOrTx, table: string, lines: readonly string[]): Promise<void> {
  try {
    // Entries are partitioned per form: each form's partition exists before its rows arrive.
    if (table === 'entries' && lines.length > 0) {
      const forms = (await tx.execute(
        sql`select distinct form_id as id from json_populate_recordset(null::entries, ${`[${lines.join(',')}]`}::json)`,
      )) as unknown as { rows: { id: string }[] };
      for (const form of forms.rows) await tx.execute(sql.raw(createEntryPartitionSql(form.id)));
    }
    await insertRows(tx, table, lines);
  } catch (error) {
    throw loadFailure(table, error);
  }
}

async function loadTable(tx: DbOrTx, table: string, entry: ArchiveEntry): Promise<void> {
  await emptyTables(tx, [table]);
  let batch: string[] = [];
  let chars = 0;
  for await (const line of linesOf(entry)) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insertBatch(tx, table, batch);
      batch = [];
      chars = 0;
    }
  }
  await insertBatch(tx, table, batch);
  await resetSequences(tx, table);
}

/**
 * Restores an archive into an empty target: migrations create the schema, the rows load in one transaction,
 * the files go into the store, and every table's count and checksum and every file's hash are compared with
 * the manifest before the transaction commits. Any failure or difference undoes it all (rows, schema, files).
 * `filesInPlace`: the files were not copied (migrate-to); they are checked where the store keeps them.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  storage: FileStorage,
  options: { filesInPlace?: boolean } = {},
): Promise<Comparison[]> {
  const { manifest, entries } = await checkArchive(file);
  if (!manifest.filesIncluded && !options.filesInPlace)
    throw new Error(
      'The archive holds rows only (its files stayed in their store); it cannot be restored alone.',
    );
  await target.assertEmpty();
  if (!options.filesInPlace) {
    for await (const key of storage.list())
      throw new Error(
        `The file store already holds files (${key}, ...); restore needs an empty one. Nothing was changed.`,
      );
  }
  const written: string[] = [];
  let database: Database | null = null;
  try {
    database = await target.open();
    await runMigrations(database);
    const opened = database;
    return await opened.db.transaction(async (tx) => {
      await fixRowText(tx);
      const tables = await tablesInLoadOrder(tx);
      const named = manifest.tables.map((table) => table.name);
      const differ = [
        ...tables.filter((t) => !named.includes(t)),
        ...named.filter((t) => !tables.includes(t)),
      ];
      if (differ.length > 0)
        throw new Error(`The archive's tables differ from this schema's: ${differ.join(', ')}`);
      await emptyTables(tx, tables);
      for (const table of manifest.tables)
        await loadTable(tx, table.name, entries.get(tableEntry(table.name)) as ArchiveEntry);
      // Every form has its entries partition, a form without entries too (its first entry needs it).
      const forms = (await tx.execute(sql.raw('select id from forms'))) as unknown as {
        rows: { id: string }[];
      };
      for (const form of forms.rows) await tx.execute(sql.raw(createEntryPartitionSql(form.id)));
      const comparisons: Comparison[] = [];
      for (const table of manifest.tables) {
        const found = await summarizeTable(tx, table.name);
        comparisons.push({
          item: `table ${table.name}`,
          expected: `${table.rows} rows, ${table.checksum}`,
          found: `${found.rows} rows, ${found.checksum}`,
          same: found.rows === table.rows && found.checksum === table.checksum,
        });
      }
      for (const stored of manifest.files) {
        if (!options.filesInPlace) {
          const entry = entries.get(fileEntry(stored.key)) as ArchiveEntry;
          written.push(stored.key);
          await storage.put(stored.key, Readable.from(entry.open()));
        }
        const kept = await storage.get(stored.key);
        const found = kept ? await sha256Of(kept.stream) : null;
        comparisons.push({
          item: `file ${stored.key}`,
          expected: `${stored.size} bytes, ${stored.sha256}`,
          found: found ? `${found.size} bytes, ${found.sha256}` : 'missing',
          same: found?.sha256 === stored.sha256 && found.size === stored.size,
        });
      }
      const wrong = comparisons.filter((c) => !c.same);
      if (wrong.length > 0) throw new RestoreMismatch(comparisons);
      return comparisons;
    });
  } catch (error) {
    await database?.close().catch(() => undefined);
    database = null;
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    await target.wipe().catch(() => undefined);
    throw error;
  } finally {
    await database?.close();
  }
}

/** The restored data differs from the manifest; the comparison says where. Nothing was kept. */
export class RestoreMismatch extends Error {
  constructor(readonly comparisons: Comparison[]) {
    const wrong = comparisons.filter((c) => !c.same);
    super(
      `The restored data differs from the archive's manifest in ${wrong.length} item(s), so nothing was kept:\n` +
        wrong.map((c) => `  ${c.item}: expected ${c.expected}, found ${c.found}`).join('\n'),
    );
  }
}
