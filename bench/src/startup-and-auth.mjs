// Benchmark: start-up time of the built server, idle memory, and sign-in and /api/me throughput.
// Usage: npm run bench   (add BENCH_DATABASE_URL=postgres://... to also measure on a PostgreSQL server)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { firstAndSecondStart, MASTER } from './server-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summary(result) {
  return `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`;
}

async function signInCookie(url) {
  const response = await fetch(`${url}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MASTER),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

async function measure(label, { databaseUrl } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
  console.log(`\n## ${label}`);
  const { firstStartMs, server, idleMiB } = await firstAndSecondStart({ dataDir, databaseUrl });
  console.log(
    `first start (empty database, migrations, catalogue, master admin): ${firstStartMs.toFixed(0)} ms`,
  );
  console.log(`start on an existing database: ${server.startupMs.toFixed(0)} ms`);
  console.log(`idle memory (RSS) after 3 s: ${idleMiB.toFixed(0)} MiB`);

  const signIn = await load({
    url: `${server.url}/api/auth/admin-login`,
    method: 'POST',
    connections: 8,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MASTER),
  });
  console.log(`sign-in (argon2id m=19456 t=2 p=1, 8 connections, ${SECONDS} s): ${summary(signIn)}`);

  const cookie = await signInCookie(server.url);
  const me = await load({ url: `${server.url}/api/me`, connections: 32, headers: { cookie } });
  console.log(`GET /api/me (32 connections, ${SECONDS} s): ${summary(me)}`);
  console.log(`memory (RSS) after load: ${server.rssMiB().toFixed(0)} MiB`);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`# Atrium start-up and sign-in benchmark`);
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
await measure('embedded database (PGlite)');

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `atrium_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure('PostgreSQL server', { databaseUrl: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
