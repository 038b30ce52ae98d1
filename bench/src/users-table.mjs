// Benchmark: the users table (GET /api/users) with 10,000 users in one organisation: first page, a deep page
// and three searches, on the embedded database (PGlite) and on a PostgreSQL server.
// Usage: npm run build && node bench/src/users-table.mjs
//   BENCH_DATABASE_URL  PostgreSQL server to create (and drop) a scratch database on
//                       (default postgres://postgres@127.0.0.1:5432/postgres; 'none' skips it)
//   BENCH_REQUESTS      requests per case (default 200)
//   BENCH_TRGM=1        also measure with trigram indexes on the searched columns (PostgreSQL only)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MASTER, startServer } from './server-process.mjs';

const USERS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Everyone but the first admin, in one statement: names from a few common first and last names, so a
// prefix search finds many people; usernames, emails and phones unique.
const SEED = `
  insert into users (org_id, email, name, username, phone_number, access)
  select $1,
    'person' || n || '@bench.example',
    (array['Aarav','Maria','Mohammed','Wei','Olga','Juan','Fatima','Liam','Priya','Kenji'])[1 + n % 10] || ' ' ||
    (array['Sharma','Garcia','Khan','Chen','Ivanova','Lopez','Ali','Murphy','Patel','Sato','Martin','Nguyen'])[1 + (n / 10) % 12],
    'user_' || lpad(n::text, 5, '0'),
    '9' || lpad(n::text, 9, '0'),
    case when n % 3 = 0 then '[{"app":"form-management","role":["dynamic-form:create_new"]}]'::jsonb
         else '[]'::jsonb end
  from generate_series(1, ${USERS - 1}) as n`;

const CASES = [
  ['first page (25 rows)', 'page=0&pageSize=25'],
  ['page 200 (rows 5,001-5,025)', 'page=200&pageSize=25'],
  ["search 'mar' (common: Maria, Martin)", 'search=mar'],
  ["search 'user_04321' (one match)", 'search=user_04321'],
  ["search 'zzqx' (no match)", 'search=zzqx'],
];

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** An organisation with its first admin, made through the API; returns its id and the admin's cookie. */
async function organisation(url) {
  const master = await fetch(`${url}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MASTER),
  });
  await json(master, 'master sign-in');
  const masterCookie = master.headers.get('set-cookie')?.split(';')[0] ?? '';
  const form = new FormData();
  const fields = {
    name: 'Bench Org',
    contactName: 'Casey Contact',
    contactEmail: 'contact@bench.example',
    contactPhone: '9876543210',
    adminEmail: 'admin@bench.example',
    adminName: 'Ada Admin',
    adminUsername: 'ada_admin',
    password: 'admin-password-1',
    confirmPassword: 'admin-password-1',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const created = await json(
    await fetch(`${url}/api/orgs`, { method: 'POST', body: form, headers: { cookie: masterCookie } }),
    'create organisation',
  );
  return { orgId: created.organization.id, email: fields.adminEmail, password: fields.password };
}

async function signIn(url, admin) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId: admin.orgId, email: admin.email, password: admin.password }),
  });
  await json(response, 'admin sign-in');
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** One request at a time, as one person paging and typing would: latency per request, in ms. */
async function measureCases(url, cookie) {
  for (const [label, query] of CASES) {
    const times = [];
    let total = 0;
    for (let i = 0; i < REQUESTS + 10; i++) {
      const started = performance.now();
      const body = await json(await fetch(`${url}/api/users?${query}`, { headers: { cookie } }), label);
      if (i >= 10) times.push(performance.now() - started); // the first ten warm up
      total = body.total;
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${label} | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
}

const TABLE_HEAD = '| request | matches | p50 ms | p95 ms |\n| --- | ---: | ---: | ---: |';

async function embedded() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-users-'));
  try {
    let server = await startServer({ dataDir });
    const admin = await organisation(server.url);
    await server.stop();
    // The server is stopped, so the embedded database can be opened here and filled in one statement.
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    await db.query(SEED, [admin.orgId]);
    await db.close();
    server = await startServer({ dataDir });
    console.log(`\n### Embedded database (PGlite)\n\n${TABLE_HEAD}`);
    await measureCases(server.url, await signIn(server.url, admin));
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres() {
  const name = `atrium_bench_users_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-users-'));
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    const server = await startServer({ dataDir, databaseUrl: url.toString() });
    const orgAdmin = await organisation(server.url);
    await db.connect();
    await db.query(SEED, [orgAdmin.orgId]);
    await db.query('analyze users');
    const cookie = await signIn(server.url, orgAdmin);
    console.log(`\n### PostgreSQL server\n\n${TABLE_HEAD}`);
    await measureCases(server.url, cookie);
    if (process.env.BENCH_TRGM === '1') {
      await db.query('create extension if not exists pg_trgm');
      for (const column of ['name', 'username', 'email', 'phone_number']) {
        await db.query(`create index bench_users_${column}_trgm on users using gin (${column} gin_trgm_ops)`);
      }
      await db.query('analyze users');
      console.log(
        `\n### PostgreSQL server, with trigram indexes on the four searched columns\n\n${TABLE_HEAD}`,
      );
      await measureCases(server.url, cookie);
    }
    await server.stop();
  } finally {
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('## Users table (10,000 users)\n');
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${REQUESTS} sequential requests per case after 10 to warm up`,
);
await embedded();
if (SERVER_URL !== 'none') await postgres();
