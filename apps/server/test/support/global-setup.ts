import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/platform/db/database.ts';
import { runMigrations } from '../../src/platform/db/migrate.ts';
import { adminQuery } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database as a tarball file, which each test file starts a copy of. */
    pgliteSnapshot: string;
    /** A migrated database on TEST_DATABASE_URL's server, which each test file's database is cloned from. */
    pgTemplate: string | null;
  }
}

/**
 * Runs the migrations once per run instead of once per test file (about 3 s each on the embedded database):
 * every file still gets a database of its own, copied from the migrated one.
 */
export default async function setup(project: TestProject) {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const snapshotFile = path.join(tmpdir(), `atrium-test-migrated-${suffix}.tar`);
  const embedded = await openPglite(null);
  await runMigrations(embedded);
  writeFileSync(snapshotFile, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  await embedded.close();
  project.provide('pgliteSnapshot', snapshotFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = serverUrl ? `atrium_test_template_${suffix}` : null;
  if (serverUrl && template) {
    await adminQuery(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString(), 1);
    await runMigrations(database);
    await database.close();
  }
  project.provide('pgTemplate', template);

  return async () => {
    rmSync(snapshotFile, { force: true });
    if (serverUrl && template)
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  };
}
