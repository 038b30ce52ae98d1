import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { prepareDatabase } from '../../src/first-start.ts';
import { PasswordHasher } from '../../src/platform/auth/passwords.ts';
import { type Database, openPglite, openPostgres } from '../../src/platform/db/database.ts';
import { s3ClientConfig } from '../../src/platform/storage/s3-client.ts';
import { adminQuery } from './pg-admin.ts';
import { startS3Server } from './s3-server.ts';

export const MASTER = { email: 'master@atrium.test', password: 'master-password-1', name: 'Master Admin' };

export interface TestDatabase {
  database: Database;
  /** Opens a second connection to the same database (a second server process would). */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards), so files never share rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    const database = await openPglite(null, snapshot);
    return { database, reopen: async () => database, drop: () => database.close() };
  }
  const name = `atrium_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // The global set-up migrated a template database on the same server whenever TEST_DATABASE_URL is set.
  await adminQuery(serverUrl, `create database ${name} template ${inject('pgTemplate')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openPostgres(url.toString(), 5);
    opened.push(database);
    return database;
  };
  const database = await open();
  return {
    database,
    reopen: open,
    async drop() {
      await Promise.all(opened.map((d) => d.close()));
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  dataDir: string;
  /** The names of the files stored in a key folder (`a/b`), on local disk or S3, whichever the app uses. */
  storedNames(folder: string): Promise<string[]>;
  close(): Promise<void>;
}

async function storedNamesOf(config: Config, folder: string): Promise<string[]> {
  if (!config.s3) return readdir(path.join(config.dataDir, 'files', folder)).catch(() => []);
  const client = new S3Client(s3ClientConfig(config.s3));
  const Prefix = `${config.s3.prefix}${folder}/`;
  const listed = await client.send(new ListObjectsV2Command({ Bucket: config.s3.bucket, Prefix }));
  client.destroy();
  return (listed.Contents ?? [])
    .map((object) => (object.Key ?? '').slice(Prefix.length))
    .filter((name) => name && !name.includes('/'));
}

/**
 * The app on a fresh data folder. With TEST_FILE_STORE=s3 (and no S3 settings in env) its files go to an
 * S3 server of its own, started here and stopped with the app.
 */
export async function startTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-'));
  const s3 = process.env.TEST_FILE_STORE === 's3' && !env.S3_BUCKET ? await startS3Server() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://atrium.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...s3?.env,
    ...env,
  });
  const built = await prepareDatabase(database.db, new PasswordHasher(2), MASTER)
    .then(() => buildApp(config, database, options))
    .catch(async (error: unknown) => {
      await s3?.close();
      throw error;
    });
  const { app, ctx } = built;
  return {
    app,
    ctx,
    config,
    dataDir,
    storedNames: (folder) => storedNamesOf(config, folder),
    async close() {
      await app.close();
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One database and one app for a whole test file. */
export async function setUpServer(env: Record<string, string> = {}) {
  const testDb = await createTestDatabase();
  const server = await startTestApp(testDb.database, env);
  return {
    ...server,
    testDb,
    async tearDown() {
      await server.close();
      await testDb.drop();
    },
  };
}

export type Response = LightMyRequestResponse;

/** Takes the session cookie out of a sign-in answer, ready for the Cookie header. */
export function sessionCookie(response: Response): string {
  const cookie = response.cookies.find((c) => c.name === 'atrium_session');
  if (!cookie) throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return `atrium_session=${cookie.value}`;
}

export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    cookie?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** The peer's address as the server sees it (the client, unless it is a trusted proxy). */
    remoteAddress?: string;
  } = {},
): Promise<Response> {
  return app.inject({
    method,
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

export function errorOf(response: Response): {
  code: string;
  message: string;
  fields?: Record<string, string>;
} {
  return (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}
