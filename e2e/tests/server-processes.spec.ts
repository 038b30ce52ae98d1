import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { MASTER_ADMIN } from '../support/accounts.ts';
import { startServerProcess } from '../support/server-process.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 41;
const serverUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function getOnNewConnection(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { cookie } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

test('WORKERS=2 on the embedded database is refused with a message saying why', () => {
  const entry =
    process.env.E2E_SERVER_ENTRY ?? path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
  const { DATABASE_URL: _none, ...env } = process.env;
  const run = spawnSync(process.execPath, [entry], { env: { ...env, WORKERS: '2' }, encoding: 'utf8' });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('WORKERS=2 needs a PostgreSQL server (DATABASE_URL)');
});

test('WORKERS=2 on a PostgreSQL server: a sign-in holds on both processes, and SIGTERM stops both cleanly', async () => {
  test.skip(!serverUrl, 'needs a PostgreSQL server (TEST_DATABASE_URL)');
  const name = `atrium_workers_${Date.now().toString(36)}`;
  await admin(`create database ${name}`);
  const databaseUrl = new URL(serverUrl ?? '');
  databaseUrl.pathname = `/${name}`;
  const server = await startServerProcess(PORT, { WORKERS: '2', DATABASE_URL: databaseUrl.toString() });
  try {
    // The first process answers before the second listens; the banner comes once both do.
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('server processes: 2');
    const signIn = await fetch(`${server.baseURL}/api/auth/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MASTER_ADMIN.email, password: MASTER_ADMIN.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    // A connection each, so the port's round robin hands them to both processes.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => getOnNewConnection(`${server.baseURL}/api/me`, cookie)),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const answeredBy = new Set(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/api/me"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect(answeredBy.size).toBe(2);

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  } finally {
    await server.dispose();
    await admin(`drop database if exists ${name} with (force)`);
  }
});
