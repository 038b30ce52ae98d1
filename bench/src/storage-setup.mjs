// Shared set-up of the storage benchmarks: a fresh PostgreSQL database, the built server on it with its own
// data folder, an organisation with its admin signed in, storage folders and users through the API, and the
// small statistics and machine facts every script prints.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createOrganisation, createUser, json, signIn } from './org-api.mjs';
import { ROOT, startServer } from './server-process.mjs';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops and creates `database` on the PostgreSQL server; returns its URL. */
export async function freshDatabase(database) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The built server on a fresh database and data folder, one organisation and its admin's cookie, and a
 * direct connection to the same database. `close()` stops the server, drops the data folder and the database.
 */
export async function startStorageBench(database) {
  const databaseUrl = await freshDatabase(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${database}-`));
  const server = await startServer({ dataDir, databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const admin = await createOrganisation(server.url, 'Bench storage');
  const cookie = await signIn(server.url, admin);
  const me = await json(await fetch(`${server.url}/api/me`, { headers: { cookie } }), 'me');
  return {
    server,
    client,
    dataDir,
    databaseUrl,
    orgId: admin.orgId,
    admin: { ...admin, cookie, id: me.user.id },
    get: (url, who = cookie) => fetch(`${server.url}${url}`, { headers: { cookie: who } }),
    async close() {
      await client.end().catch(() => {});
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      const pgAdmin = new pg.Client({ connectionString: SERVER_URL });
      await pgAdmin.connect();
      await pgAdmin.query(`drop database if exists ${database} with (force)`);
      await pgAdmin.end();
    },
  };
}

/** Creates a storage folder as the org admin (POST /api/storage/folders). */
export async function createFolder(bench, basePath, creationConfig = 'ym') {
  const response = await fetch(`${bench.server.url}/api/storage/folders`, {
    method: 'POST',
    headers: { cookie: bench.admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ basePath, displayName: basePath.replaceAll('_', ' '), creationConfig }),
  });
  return (await json(response, 'create folder')).folder;
}

/** A user holding `roles` on each of `folders`, signed in; returns their id and cookie. */
export async function storageUser(bench, tag, name, folders, roles) {
  const access = [
    {
      app: 'storage',
      role: [],
      folders: folders.map((f) => ({ folder_name: f.displayName, folder_drive_id: f.id, roles })),
    },
  ];
  const user = await createUser(bench.server.url, bench.admin.cookie, { tag, name, access });
  const cookie = await signIn(bench.server.url, { orgId: bench.orgId, ...user });
  return { ...user, cookie };
}

export const median = (values) => percentile(values, 0.5);
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

export async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

export function commitOf() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The header every storage script prints: commit, load average, Node and PostgreSQL. */
export async function machineLine(client) {
  const { rows } = await client.query('show server_version');
  return `commit ${commitOf()}, Node ${process.versions.node}, PostgreSQL ${rows[0].server_version}, ${os.cpus().length} CPU, load ${loadAverage()}`;
}

export const MiB = 1024 * 1024;
export const mbps = (bytes, ms) => bytes / 1e6 / (ms / 1000);
export const fmt = (n, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });

/** Entries of a zip's central directory, read from the last bytes of the zip (zip64 too). */
export function centralDirectory(tail, total) {
  let end = tail.length - 22;
  while (end >= 0 && tail.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('no end of central directory record');
  let count = tail.readUInt16LE(end + 10);
  let offset = tail.readUInt32LE(end + 16);
  if ((count === 0xffff || offset === 0xffffffff) && tail.readUInt32LE(end - 20) === 0x07064b50) {
    const zip64 = Number(tail.readBigUInt64LE(end - 12)) - (total - tail.length);
    count = Number(tail.readBigUInt64LE(zip64 + 32));
    offset = Number(tail.readBigUInt64LE(zip64 + 48));
  }
  const entries = [];
  let at = offset - (total - tail.length);
  if (at < 0) throw new Error('central directory larger than the kept tail');
  while (tail.readUInt32LE(at) === 0x02014b50) {
    const method = tail.readUInt16LE(at + 10);
    let size = tail.readUInt32LE(at + 24);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    const name = tail.toString('utf8', at + 46, at + 46 + nameLength);
    if (size === 0xffffffff) {
      // zip64 extra field (id 1): the uncompressed size comes first.
      for (let e = at + 46 + nameLength; e < at + 46 + nameLength + extraLength; ) {
        if (tail.readUInt16LE(e) === 1) size = Number(tail.readBigUInt64LE(e + 4));
        e += 4 + tail.readUInt16LE(e + 2);
      }
    }
    entries.push({ name, size, method });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.length !== count)
    throw new Error(`central directory: ${entries.length} entries, says ${count}`);
  return entries;
}
