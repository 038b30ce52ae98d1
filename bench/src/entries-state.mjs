// Where the generated 1,000,000-entry databases live between runs, so that they are generated once and
// reused by every entries benchmark; and how to open them while no server runs.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const STATE_DIR = process.env.BENCH_ENTRIES_DIR ?? path.join(os.tmpdir(), 'atrium-bench-entries');
const STATE_FILE = path.join(STATE_DIR, 'state.json');
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_DATABASE_NAME: another database for a private copy (generate drops and recreates it). */
export const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'atrium_bench_entries';

/** The targets asked for on the command line (pg, pglite), both by default. */
export function targets() {
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  return asked.length > 0 ? asked : ['pg', 'pglite'];
}

export function readState() {
  return existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : {};
}

export function saveTarget(target, value) {
  mkdirSync(STATE_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ ...readState(), [target]: value }, null, 2));
}

export function benchDatabaseUrl() {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

/** The server's data folder and, on PostgreSQL, its database URL. */
export function serverOptions(target) {
  const dataDir = path.join(STATE_DIR, `${target}-data`);
  mkdirSync(dataDir, { recursive: true });
  return target === 'pg' ? { dataDir, databaseUrl: benchDatabaseUrl() } : { dataDir };
}

/** A direct connection to the target's database ({query, close}); PGlite only while no server has it open. */
export async function openDatabase(target) {
  if (target === 'pg') {
    const client = new pg.Client({ connectionString: benchDatabaseUrl() });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const db = await PGlite.create(path.join(serverOptions(target).dataDir, 'pglite'), {
    extensions: { pg_trgm },
  });
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}
