// Load test of the whole: simulated people using one organisation at once on WORKERS=2 against the PostgreSQL
// server, for ten minutes. Each person signs in with a session of their own and, with a second's thought between
// actions, reads (an entries page with a filter, a search, one entry, their apps, the forms list) or submits an
// entry; 200 event streams stay open all along; one import (20,000 rows) and one export (the whole form) run
// while they work. Prints requests, unexpected errors and latency per kind, the streams still open and
// the events they got, and the server processes' memory each minute.
// Usage: npm run build && node bench/src/load-test.mjs
//   LOAD_MINUTES  how long (default 10)      LOAD_USERS    simulated people (default 50)
//   LOAD_STREAMS  open event streams (200)   WORKERS       server processes (default 2)
//   BENCH_DATABASE_URL  the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createOrganisation, json, signIn, startCsvImport } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const MINUTES = Number(process.env.LOAD_MINUTES ?? 10);
const USERS = Number(process.env.LOAD_USERS ?? 50);
const STREAMS = Number(process.env.LOAD_STREAMS ?? 200);
const THINK_MS = 1000;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `atrium_load_${process.pid}`;
process.env.WORKERS ??= '2';

const FIELDS = [
  { id: 'L0000001', label: 'Name', type: 'text', required: true },
  { id: 'L0000002', label: 'Amount', type: 'number' },
  {
    id: 'L0000003',
    label: 'Region',
    type: 'select',
    options: { kind: 'custom', values: ['North', 'South', 'East', 'West'] },
  },
  { id: 'L0000004', label: 'Due date', type: 'date' },
  { id: 'L0000005', label: 'Notes', type: 'textarea' },
];
const REGIONS = ['North', 'South', 'East', 'West'];

const latencies = new Map(); // kind -> ms[]
const errors = new Map(); // kind -> [status or message]
function record(kind, ms, error) {
  if (!latencies.has(kind)) latencies.set(kind, []);
  latencies.get(kind).push(ms);
  if (error) {
    if (!errors.has(kind)) errors.set(kind, []);
    errors.get(kind).push(error);
  }
}

async function timed(kind, url, init) {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    record(kind, performance.now() - started, response.ok ? null : `HTTP ${response.status}`);
  } catch (error) {
    record(kind, performance.now() - started, error.cause?.code ?? error.message);
  }
}

const entryOf = (n) => ({
  data: {
    L0000001: `Person ${n}`,
    L0000002: (n % 10_000) / 100,
    L0000003: REGIONS[n % 4],
    L0000004: new Date(Date.UTC(2025, 0, 1 + (n % 365))).toISOString().slice(0, 10),
    L0000005: `Load test entry ${n}`,
  },
});

/** One person: an action, a second's thought, again, until the end. */
async function person(index, base, cookie, formId, until, entryIds) {
  const headers = { cookie };
  let n = index * 1_000_000;
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.25) {
      n += 1;
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/forms/${formId}/entries`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(entryOf(n)),
        });
        const body = await response.json();
        record('submit', performance.now() - started, response.ok ? null : `HTTP ${response.status}`);
        if (response.ok && entryIds.length < 5000) entryIds.push(body.entry?.id ?? body.id);
      } catch (error) {
        record('submit', performance.now() - started, error.cause?.code ?? error.message);
      }
    } else if (roll < 0.5) {
      const filters = JSON.stringify([{ fieldId: 'L0000003', operator: 'is', value: REGIONS[n % 4] }]);
      await timed(
        'read: entries page, filtered',
        `${base}/api/forms/${formId}/entries?filters=${encodeURIComponent(filters)}&sort=L0000002&direction=asc`,
        { headers },
      );
    } else if (roll < 0.65) {
      await timed('read: entries search', `${base}/api/forms/${formId}/entries?search=person%20${index}`, {
        headers,
      });
    } else if (roll < 0.8 && entryIds.length > 0) {
      const entryId = entryIds[Math.floor(Math.random() * entryIds.length)];
      await timed('read: one entry', `${base}/api/forms/${formId}/entries/${entryId}`, { headers });
    } else if (roll < 0.9) {
      await timed('read: me', `${base}/api/me`, { headers });
    } else {
      await timed('read: forms list', `${base}/api/forms`, { headers });
    }
    await new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
  }
}

/** An event stream held open; counts what arrives and whether it is still open at the end. */
function openStream(base, cookie) {
  const state = { open: false, events: 0, closedEarly: null, controller: new AbortController() };
  state.done = (async () => {
    try {
      const response = await fetch(`${base}/api/events`, {
        headers: { cookie, accept: 'text/event-stream' },
        signal: state.controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      state.open = true;
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        state.events += (decoder.decode(chunk, { stream: true }).match(/^data:/gm) ?? []).length;
      }
      state.closedEarly = 'ended by the server';
    } catch (error) {
      if (!state.controller.signal.aborted) state.closedEarly = error.cause?.code ?? error.message;
    }
    state.open = false;
  })();
  return state;
}

function csvOf(rows) {
  const lines = ['Name,Amount,Region,Due date,Notes'];
  for (let n = 1; n <= rows; n++)
    lines.push(
      `Imported ${n},${(n % 5000) / 10},${REGIONS[n % 4]},2025-02-${String(1 + (n % 28)).padStart(2, '0')},row ${n}`,
    );
  return `${lines.join('\n')}\n`;
}

async function importRows(base, cookie, formId, rows) {
  const started = performance.now();
  try {
    const csv = new Blob([csvOf(rows)], { type: 'text/csv' });
    const response = await startCsvImport(base, cookie, formId, csv, FIELDS);
    const text = await response.text();
    const result = JSON.parse(text.trim().split('\n').at(-1));
    const error = !response.ok
      ? `HTTP ${response.status}`
      : (result.error ?? (result.imported !== rows ? `imported ${result.imported}` : null));
    record('import (20,000 rows)', performance.now() - started, error);
  } catch (error) {
    record('import (20,000 rows)', performance.now() - started, error.message);
  }
}

async function exportAll(base, cookie, formId) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/forms/${formId}/export?format=csv`, { headers: { cookie } });
    const text = await response.text();
    const rows = text.split('\n').filter(Boolean).length - 1;
    record(
      'export (whole form, CSV)',
      performance.now() - started,
      response.ok ? null : `HTTP ${response.status}`,
    );
    return rows;
  } catch (error) {
    record('export (whole form, CSV)', performance.now() - started, error.message);
    return 0;
  }
}

/** Resident memory of the supervising process and its server processes, MiB each. */
function memoryOf(pid) {
  const rss = (p) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return [pid, ...children].map((p) => {
    try {
      return rss(p);
    } catch {
      return 0;
    }
  });
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`create database ${DATABASE}`);
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${DATABASE}` }).toString();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-load-'));
let server;
let exitCode = 0;
try {
  server = await startServer({ dataDir, databaseUrl });
  const base = server.url;
  const org = await createOrganisation(base, 'Load Test Org');
  const adminCookie = await signIn(base, org);
  const form = await json(
    await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Load test', fieldConfig: FIELDS }),
    }),
    'create form',
  );
  const formId = form.form.id;
  // A starting table of 20,000 rows, so reads page through something.
  await importRows(base, adminCookie, formId, 20_000);
  latencies.clear();
  errors.clear();

  // One session per person (the organisation admin signed in again: sign-in is argon2, done before the clock).
  const cookies = [];
  for (let i = 0; i < USERS; i++) cookies.push(await signIn(base, org));
  const streams = Array.from({ length: STREAMS }, (_, i) => openStream(base, cookies[i % USERS]));

  const started = Date.now();
  const until = started + MINUTES * 60_000;
  console.log(
    `## Load test: ${USERS} people, ${STREAMS} event streams, ${MINUTES} min, WORKERS=${process.env.WORKERS}, PostgreSQL server\n`,
  );
  const memory = [];
  const sampleMemory = () =>
    memory.push({
      minute: (Date.now() - started) / 60_000,
      mib: memoryOf(server.pid),
      load: os.loadavg()[0],
    });
  sampleMemory();
  const sampler = setInterval(sampleMemory, 60_000);
  const entryIds = [];
  const people = Array.from({ length: USERS }, (_, i) =>
    person(i, base, cookies[i], formId, until, entryIds),
  );
  const work = [
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.min(120_000, (MINUTES * 60_000) / 5)));
      await importRows(base, adminCookie, formId, 20_000);
    })(),
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, (MINUTES * 60_000) / 2));
      console.error(`  export: ${await exportAll(base, adminCookie, formId)} rows`);
    })(),
  ];
  await Promise.all([...people, ...work]);
  clearInterval(sampler);
  sampleMemory();

  const openAtEnd = streams.filter((stream) => stream.open).length;
  const events = streams.reduce((sum, stream) => sum + stream.events, 0);
  for (const stream of streams) stream.controller.abort();
  await Promise.all(streams.map((stream) => stream.done));

  console.log('| kind | requests | unexpected errors | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const reads = [];
  let errorCount = 0;
  for (const [kind, values] of [...latencies].sort()) {
    if (kind.startsWith('read')) reads.push(...values);
    const failed = errors.get(kind) ?? [];
    errorCount += failed.length;
    console.log(
      `| ${kind} | ${values.length} | ${failed.length} | ${percentile(values, 0.5).toFixed(0)} | ${percentile(values, 0.95).toFixed(0)} | ${percentile(values, 0.99).toFixed(0)} |`,
    );
  }
  console.log(
    `| all reads | ${reads.length} | | ${percentile(reads, 0.5).toFixed(0)} | ${percentile(reads, 0.95).toFixed(0)} | ${percentile(reads, 0.99).toFixed(0)} |`,
  );
  const seconds = (Date.now() - started) / 1000;
  const total = [...latencies.values()].reduce((sum, values) => sum + values.length, 0);
  console.log(
    `\n${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)}/s); unexpected errors: ${errorCount}`,
  );
  for (const [kind, failed] of errors) console.log(`  ${kind}: ${[...new Set(failed)].join(', ')}`);
  console.log(
    `Event streams: ${openAtEnd} of ${STREAMS} open at the end, ${events} events received, closed early: ${streams.filter((s) => s.closedEarly).length}`,
  );
  console.log('\n| minute | supervisor MiB | server processes MiB | load |');
  console.log('| ---: | ---: | --- | ---: |');
  for (const sample of memory)
    console.log(
      `| ${sample.minute.toFixed(1)} | ${sample.mib[0].toFixed(0)} | ${sample.mib
        .slice(1)
        .map((m) => m.toFixed(0))
        .join(', ')} | ${sample.load.toFixed(1)} |`,
    );
  const p99 = percentile(reads, 0.99);
  console.log(
    `\nTargets: 0 unexpected errors (${errorCount}), read p99 under 300 ms (${p99.toFixed(0)} ms, ${(p99 / 300).toFixed(2)} of the limit)`,
  );
  if (errorCount > 0 || openAtEnd < STREAMS) exitCode = 1;
} finally {
  await server?.stop().catch(() => undefined);
  await admin.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
