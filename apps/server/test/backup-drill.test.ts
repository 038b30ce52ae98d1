import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileKeyOf, parseFileKey } from '@atrium/domain/uploads/file-keys.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { compactEntryCounts } from '../src/modules/entries/entry-count-compaction.job.ts';
import { writeBackup } from '../src/operations/backup.ts';
import { FORMAT, MANIFEST } from '../src/operations/manifest.ts';
import { backupCommand, migrateToCommand } from '../src/operations/operations.ts';
import { restoreBackup } from '../src/operations/restore.ts';
import { pgliteTarget, postgresTarget, type RestoreTarget } from '../src/operations/restore-targets.ts';
import { fixRowText, summarizeTable, tablesInLoadOrder } from '../src/operations/table-rows.ts';
import { readArchive, writeArchive } from '../src/operations/zip-archive.ts';
import { type Database, openPglite, openPostgres } from '../src/platform/db/database.ts';
import { type FileStorage, localDiskStorage } from '../src/platform/storage/file-storage.ts';
import { createdEntry, entriesApi } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg, textField } from './support/forms-api.ts';
import { adminQuery } from './support/pg-admin.ts';
import { rowsOf } from './support/sql.ts';
import { setUpServer } from './support/test-app.ts';
import { createUser } from './support/users-api.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-drill-'));
const archive = path.join(scratch, 'backup.zip');
const folder = (name: string) => path.join(scratch, name);

/** Every table's count and checksum, read the way the backup reads them. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  // The kept entry counts are compared folded: the source's periodic job folds its deltas every 30 s, while a
  // restore rebuilds them one per entry; the totals they give are what must match.
  await compactEntryCounts(database.db);
  return database.db.transaction(async (tx) => {
    await fixRowText(tx);
    const print: Record<string, string> = {};
    for (const table of await tablesInLoadOrder(tx)) {
      const { rows, checksum } = await summarizeTable(tx, table);
      print[table] = `${rows}:${checksum}`;
    }
    return print;
  });
}

/** The partitions of entries: one per form, whether or not it has entries yet. */
async function entryPartitions(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    database.db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'entries'::regclass order by c.relname`,
  );
  return rows.map((row) => row.name);
}

async function storedHashes(storage: FileStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of storage.list()) {
    const file = await storage.get(key);
    const hash = createHash('sha256');
    for await (const chunk of file?.stream ?? []) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

/** Every file key the rows name: the *_key columns, and the file values inside entries. */
async function referencedKeys(database: Database): Promise<string[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    database.db,
    sql`select c.table_name as "table", c.column_name as "column" from information_schema.columns c
        join pg_class k on k.relname = c.table_name and not k.relispartition
        where c.table_schema = 'public' and c.column_name like '%\_key' and c.data_type = 'text'`,
  );
  const keys = new Set<string>();
  for (const { table, column } of columns) {
    const rows = await rowsOf<{ key: string | null }>(
      database.db,
      sql.raw(`select "${column}" as key from "${table}" where "${column}" is not null`),
    );
    for (const row of rows) if (row.key) keys.add(row.key);
  }
  const entries = await rowsOf<{ data: unknown }>(database.db, sql`select data from entries`);
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && parseFileKey(value)) keys.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  for (const entry of entries) walk(entry.data);
  return [...keys].sort();
}

/** What a restored copy must equal: the source's tables, files, and no file without a row or row without a file. */
async function expectSameAsSource(restored: Database, storage: FileStorage) {
  expect(await fingerprint(restored)).toEqual(await fingerprint(server.testDb.database));
  expect(await entryPartitions(restored)).toEqual(await entryPartitions(server.testDb.database));
  const files = await storedHashes(storage);
  expect(files).toEqual(await storedHashes(server.ctx.storage));
  expect(await referencedKeys(restored)).toEqual(Object.keys(files).sort());
}

/** A fresh PostgreSQL database when TEST_DATABASE_URL is set (dropped afterwards), else a new PGlite folder. */
async function withEmptyTarget(work: (target: RestoreTarget) => Promise<void>): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return work(pgliteTarget(folder(`empty-${randomBytes(3).toString('hex')}`)));
  const name = `atrium_restore_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await work(postgresTarget(url.toString()));
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

beforeAll(async () => {
  server = await setUpServer();
  const masterCookie = await signInMaster(server.app);
  for (let o = 0; o < 2; o++) {
    const org = await formsOrg(server.app, masterCookie);
    for (let u = 0; u < 3; u++) await createUser(server.app, org.adminCookie, org.orgId);
    const photos = fieldId();
    const title = fieldId();
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [
        textField({ id: title, label: 'Title' }),
        { id: photos, label: 'Photos', type: 'file', multiple: true },
      ],
    });
    // A form nobody has submitted to yet: its partition must come back too.
    await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [textField({ id: fieldId() })] });
    const api = entriesApi(server.app, org.adminCookie, form.id);
    for (let e = 0; e < 6; e++) {
      const files = [];
      for (let f = 0; f < 2; f++) {
        const name = `photo-${e}-${f}.bin`;
        const owner = {
          kind: 'entry-field',
          orgId: org.orgId,
          formId: form.id,
          place: 'field',
          fieldId: photos,
        } as const;
        const key = fileKeyOf(owner, randomBytes(16).toString('hex'), name);
        // Random bytes: nothing a zip reader could mistake for its own records is kept out.
        await server.ctx.storage.put(key, randomBytes(1000 + e * 40_000));
        files.push({ id: key, name, metaData: {} });
      }
      await createdEntry(api, { [title]: `Entry ${e} «ü» "quoted"\nline`, [photos]: files });
    }
  }
  await writeBackup(
    {
      database: server.testDb.database,
      storage: server.ctx.storage,
      fileStore: server.config.s3 ? 's3' : 'disk',
    },
    archive,
  );
});
afterAll(async () => {
  await server?.tearDown();
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  it('restores into a fresh embedded database identical to the source: every count, checksum and file hash', async () => {
    const dir = folder('pglite');
    const storage = localDiskStorage(path.join(dir, 'files'));
    const comparisons = await restoreBackup(archive, pgliteTarget(dir), storage);
    expect(comparisons.every((c) => c.same)).toBe(true);
    expect(comparisons.filter((c) => c.item.startsWith('file ')).length).toBe(24);
    const restored = await openPglite(dir);
    try {
      await expectSameAsSource(restored, storage);
      const [entries] = await rowsOf<{ n: number }>(restored.db, sql`select count(*)::int as n from entries`);
      expect(entries?.n).toBe(12);
    } finally {
      await restored.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'moves the restored embedded copy into a fresh PostgreSQL database (migrate-to), its files staying in place',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const name = `atrium_restore_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const dir = folder('pglite');
        const printed: string[] = [];
        await migrateToCommand(loadConfig({ DATA_DIR: dir }), url.toString(), (line) => printed.push(line));
        expect(printed.join('\n')).toMatch(
          /Verified against the manifest: (\d+)\/\1 tables .*, 24\/24 files/,
        );
        const moved = await openPostgres(url.toString(), 2);
        try {
          await expectSameAsSource(moved, localDiskStorage(path.join(dir, 'files')));
        } finally {
          await moved.close();
        }
      } finally {
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  );

  it('undoes a restore whose rows differ from the manifest: no table, no file is kept', async () => {
    // The same archive with one checksum changed in its manifest: every entry still reads.
    const tampered = folder('tampered.zip');
    const copy = writeArchive(tampered);
    for (const entry of await readArchive(archive)) {
      if (entry.name !== MANIFEST) await copy.add(entry.name, entry.open(), true);
      else {
        let text = '';
        for await (const chunk of entry.open()) text += Buffer.from(chunk).toString();
        const manifest = JSON.parse(text) as { tables: { name: string; checksum: string }[] };
        const users = manifest.tables.find((table) => table.name === 'users');
        if (users) users.checksum = '0'.repeat(32);
        await copy.add(MANIFEST, [JSON.stringify(manifest)], true);
      }
    }
    await copy.finish();
    const storage = localDiskStorage(folder('tampered-files'));
    await withEmptyTarget(async (target) => {
      await expect(restoreBackup(tampered, target, storage)).rejects.toThrow(
        /differs from the archive's manifest in 1 item\(s\), so nothing was kept:\n {2}table users: expected \d+ rows, 0{32}/,
      );
      await target.assertEmpty();
      expect(await storedHashes(storage)).toEqual({});
    });
  });

  it('refuses a target that is not empty and changes nothing', async () => {
    const dir = folder('pglite');
    const before = readdirSync(path.join(dir, 'files'), { recursive: true }).length;
    await expect(
      restoreBackup(archive, pgliteTarget(dir), localDiskStorage(path.join(dir, 'files'))),
    ).rejects.toThrow(/is not empty; restore only into a new DATA_DIR/);
    expect(readdirSync(path.join(dir, 'files'), { recursive: true }).length).toBe(before);

    const fresh = folder('fresh');
    const storage = localDiskStorage(path.join(fresh, 'files'));
    await storage.put('orgs/x/logo/left-over.png', Buffer.from('x'));
    await expect(restoreBackup(archive, pgliteTarget(fresh), storage)).rejects.toThrow(
      /file store already holds files/,
    );
    expect(readdirSync(fresh)).toEqual(['files']);
  });

  it('refuses a missing, cut-short or damaged archive, and one of another format version, writing nothing', async () => {
    const target = folder('never');
    const storage = localDiskStorage(path.join(target, 'files'));
    const restore = (file: string) => restoreBackup(file, pgliteTarget(target), storage);
    await expect(restore(folder('missing.zip'))).rejects.toThrow(/No archive at/);

    const bytes = readFileSync(archive);
    writeFileSync(folder('cut.zip'), bytes.subarray(0, bytes.length - 4000));
    await expect(restore(folder('cut.zip'))).rejects.toThrow(/not a readable backup archive/);

    const damaged = Buffer.from(bytes);
    const middle = Math.floor(damaged.length / 2);
    damaged.writeUInt8(damaged.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(folder('damaged.zip'), damaged);
    await expect(restore(folder('damaged.zip'))).rejects.toThrow(
      /not a readable backup archive|does not match/,
    );

    const future = writeArchive(folder('future.zip'));
    await future.add(MANIFEST, [JSON.stringify({ format: FORMAT, formatVersion: 99 })], true);
    await future.finish();
    await expect(restore(folder('future.zip'))).rejects.toThrow(
      /backup format version 99; this Atrium reads version 1/,
    );

    expect(() => readdirSync(target)).toThrow();
  });

  it('names an unreachable database server', async () => {
    const storage = localDiskStorage(folder('unreachable'));
    await expect(
      restoreBackup(archive, postgresTarget('postgres://atrium:secret@127.0.0.1:1/atrium'), storage),
    ).rejects.toThrow('Cannot reach the database at postgres://atrium:***@127.0.0.1:1/atrium');
  });

  it('refuses to back up an embedded database another running process holds, naming it', async () => {
    // The restored copy of the first test: opening an existing folder is quicker than creating one.
    const dir = folder('pglite');
    const held = await openPglite(dir);
    const lock = path.join(dir, 'pglite.lock');
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    await held.close();
    expect(existsSync(lock)).toBe(false);

    // Another process holding it, as a running server would.
    const other = spawn('sleep', ['60']);
    try {
      writeFileSync(lock, JSON.stringify({ pid: other.pid, command: 'the server', since: 'now' }));
      await expect(
        backupCommand(loadConfig({ DATA_DIR: dir }), folder('held.zip'), () => {}),
      ).rejects.toThrow(`in use by a running Atrium process (pid ${other.pid}, the server`);
      expect(existsSync(folder('held.zip'))).toBe(false);
    } finally {
      other.kill();
    }
  });
});
