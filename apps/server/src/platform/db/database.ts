import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ListenWatch, listenWithReconnect } from './pg-listener.ts';
import { takePgliteLock } from './pglite-lock.ts';
import { copyPgliteSeed } from './pglite-seed.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos accept either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

type Listener = (payload: string) => void;

/**
 * One PostgreSQL, embedded (PGlite, files under DATA_DIR) or a server (DATABASE_URL).
 * Both speak the same SQL and both deliver LISTEN/NOTIFY, which the event bus is built on.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Calls `onMessage` for each NOTIFY on `channel`; resolves to an unsubscribe function. On a server, a lost
   * connection is re-established and reported through `watch` (an embedded database cannot lose it).
   */
  listen(channel: string, onMessage: Listener, watch?: ListenWatch): Promise<() => Promise<void>>;
  /** Runs `work` while holding a session-level advisory lock (used by migrations). */
  withAdvisoryLock<T>(key: number, work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection of its own while holding a session-level advisory lock, if no other
   * session holds it; resolves to whether it ran. Statements outside a transaction (CREATE INDEX
   * CONCURRENTLY) can run on that connection.
   */
  tryWithAdvisoryLock(key: number, work: (db: Db) => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
  /** Connections of a server's pool (the embedded database has none). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Extensions the migrations create: trigram search over entries. */
const extensions = { pg_trgm };

/**
 * The embedded database's settings. PostgreSQL's default 128 MB of shared buffers lives inside the WebAssembly
 * memory and never shrinks; 16 MB keeps an idle server well over 100 MiB smaller, and the pages it no longer
 * caches itself are still in the operating system's file cache.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/**
 * The embedded database's WebAssembly runs on V8's baseline compiler only. Its optimising tier recompiled
 * PostgreSQL's hot functions at every start: about 50 MiB more resident at idle and half a second more
 * start-up, for 13 % on a 100,000-row import and nothing measurable on API requests (decision 0046). The
 * flag is process-wide and must be set before the module is compiled, so before the first database opens.
 */
function wasmBaselineCompilerOnly(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * The embedded database, in `dataDir` or in memory. `snapshot` (a `dumpDataDir` tarball) starts an in-memory
 * one from a copy, so tests need not run every migration again.
 */
export interface EmbeddedDatabase extends Database {
  /** The whole data folder as an uncompressed tarball, to start copies from. */
  dump(): Promise<Blob>;
}

export async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<EmbeddedDatabase> {
  wasmBaselineCompilerOnly();
  let client: PGlite;
  let unlock = () => {};
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    unlock = takePgliteLock(dataDir);
    try {
      await copyPgliteSeed(dir);
      mkdirSync(dir, { recursive: true });
      client = await PGlite.create(dir, { extensions, postgresqlconf: EMBEDDED_SETTINGS });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    // One process owns an embedded database, so there is nobody to lock out.
    withAdvisoryLock: (_key, work) => work(db),
    tryWithAdvisoryLock: async (_key, work) => {
      await work(db);
      return true;
    },
    close: async () => {
      await client.close();
      unlock();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // JIT compilation costs about 80 ms on every large count and never pays back on these queries; a larger
  // work_mem keeps the bitmaps of filtered entry pages exact (docs/BENCHMARKS.md, entries); no prefetch
  // request beside each heap page a bitmap reads, which costs a system call a page (decision 0059).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c jit=off -c work_mem=32MB -c effective_io_concurrency=0',
  });
  // An idle connection the server drops (a restart, an administrator) is discarded by the pool and replaced
  // on the next query; without a listener its error event would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async listen(channel, onMessage, watch) {
      const unlisten = await listenWithReconnect(url, channel, onMessage, watch);
      listeners.add(unlisten);
      return async () => {
        listeners.delete(unlisten);
        await unlisten();
      };
    },
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await work(drizzlePg({ client, schema }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    async tryWithAdvisoryLock(key, work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const locked = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [key]);
        if (!locked.rows[0]?.got) return false;
        try {
          await work(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
            broken = error;
          });
        }
        return true;
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        // A connection that failed mid-work is closed rather than pooled: its session and lock end with it.
        client.release(broken);
      }
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
