import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../platform/db/database.ts';

/** Where a restore writes rows: refused unless empty, and emptied again when the restore fails. */
export interface RestoreTarget {
  /** For messages: the folder, or the server URL without its password. */
  name: string;
  assertEmpty(): Promise<void>;
  open(): Promise<Database>;
  /** Removes what the restore created, after the database is closed. */
  wipe(): Promise<void>;
}

export function pgliteTarget(dataDir: string): RestoreTarget {
  const folder = path.join(dataDir, 'pglite');
  return {
    name: folder,
    async assertEmpty() {
      if (existsSync(folder) && readdirSync(folder).length > 0)
        throw new Error(
          `The embedded database in ${folder} is not empty; restore only into a new DATA_DIR. Nothing was changed.`,
        );
    },
    open: () => openPglite(dataDir),
    async wipe() {
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The URL as it may be printed: no password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an invalid DATABASE_URL)';
  }
}

/** A statement on a connection of its own; an unreachable server is named in the error. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot reach the database at ${withoutPassword(url)}: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function postgresTarget(url: string): RestoreTarget {
  const name = withoutPassword(url);
  return {
    name,
    async assertEmpty() {
      const used = await onServer(url, async (client) => {
        const answer = await client.query<{ used: boolean }>(
          `select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                          where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm'))
               or exists (select 1 from pg_namespace where nspname = 'drizzle') as used`,
        );
        return answer.rows[0]?.used ?? true;
      });
      if (used)
        throw new Error(
          `The database ${name} is not empty; restore only into a new database. Nothing was changed.`,
        );
    },
    open: () => openPostgres(url, 2),
    wipe: () =>
      onServer(url, async (client) => {
        // The target was empty before: everything in public and the migrations' own schemas came from us.
        await client.query(`do $$ declare r record; begin
          for r in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition loop
            execute format('drop table if exists public.%I cascade', r.relname);
          end loop;
          for r in select p.oid::regprocedure as f from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                   where n.nspname = 'public'
                     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') loop
            execute 'drop function if exists ' || r.f || ' cascade';
          end loop;
        end $$`);
        await client.query('drop schema if exists drizzle cascade');
        // The key tables beside the entries (decision 0060): derived from them, never in an archive.
        await client.query('drop schema if exists entry_keys cascade');
      }),
  };
}
