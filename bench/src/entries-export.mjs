// Benchmark: exporting the generated 1,000,000-entry form (GET /api/forms/:formId/export) as the web Export
// dialog asks for it (the table's default view: live entries, newest first, every field the admin may view)
// to CSV, then JSON and XLSX; the answer is read to the end and counted, not kept. Prints time to first byte,
// total time, rows a second, the server's peak resident memory (a fresh server per format) and the CPU time a
// row of the PostgreSQL backends, of the server (from /proc, which load skews far less) and of this reading
// client (it shares the machine's cores), and the same rows and columns as plain SQL (COPY … TO STDOUT WITH
// CSV, read the same way) in the same minutes, with the ratio ours / plain.
// Usage: (cd apps/server && SERVER_OUT_DIR=dist-bench node build.mjs)
//        BENCH_SERVER_ENTRY=$PWD/apps/server/dist-bench/main.js node bench/src/entries-export.mjs [pg] [pglite]
//   BENCH_RUNS     measured downloads per format (default 3; p50 printed)
//   BENCH_FORMATS  comma-separated formats (default csv,json,xlsx)
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { FIELDS } from './entries-form.mjs';
import {
  benchDatabaseUrl,
  DATABASE_NAME,
  openDatabase,
  readState,
  serverOptions,
  targets,
} from './entries-state.mjs';
import { signIn } from './org-api.mjs';
import { backendCpuSeconds, cpuSecondsOf } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,json,xlsx').split(',').filter(Boolean);
const NEWLINE = 10;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Reads a byte stream to its end, counting bytes and lines; times the first chunk and the end. */
async function drain(chunks, started) {
  let bytes = 0;
  let lines = 0;
  let firstByteMs = null;
  for await (const chunk of chunks) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    let at = chunk.indexOf(NEWLINE);
    while (at !== -1) {
      lines += 1;
      at = chunk.indexOf(NEWLINE, at + 1);
    }
  }
  return { bytes, lines, firstByteMs: firstByteMs ?? 0, totalMs: performance.now() - started };
}

/** The request the Export dialog sends for the table's default view (use-export.ts, export.api.ts). */
function exportUrl(base, formId, format) {
  const params = new URLSearchParams({
    trashed: 'false',
    sort: 'created_at',
    direction: 'desc',
    filters: '[]',
    format,
    mode: 'simple',
  });
  return `${base}/api/forms/${formId}/export?${params}`;
}

/** CPU seconds of the server process and of its PostgreSQL backends (none for the embedded database). */
const cpuOf = (target, pid) => ({
  server: cpuSecondsOf(pid),
  database: target === 'pg' ? backendCpuSeconds(DATABASE_NAME) : 0,
});

/**
 * The answer to a GET, its body unread. node:http rather than fetch: fetch's web streams cost this client about
 * twice the CPU a row, on the cores the server shares with it.
 */
function get(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (response) => {
        if (response.statusCode === 200) return resolve(response);
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => reject(new Error(`export: HTTP ${response.statusCode} ${text}`)));
      })
      .on('error', reject);
  });
}

async function download(url, cookie, cpu) {
  const before = cpu();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const response = await get(url, cookie);
  const result = await drain(response, started);
  const after = cpu();
  const client = process.cpuUsage(clientBefore);
  return {
    ...result,
    serverCpu: after.server - before.server,
    databaseCpu: after.database - before.database,
    clientCpu: (client.user + client.system) / 1e6,
  };
}

/** The export's columns as plain SQL: built-ins, then each field's value as text. */
function plainCopySql(formId, orgId) {
  const fields = FIELDS.map((field) => `data ->> '${field.id}'`).join(', ');
  return `copy (select id, updated_at, updated_by_name, created_at, created_by_name, ${fields}
    from entries where form_id = '${formId}' and org_id = '${orgId}' and not is_trashed
    order by created_at desc, id desc) to stdout with (format csv, header)`;
}

async function plainCopy(target, formId, orgId) {
  const copy = plainCopySql(formId, orgId);
  if (target === 'pg') {
    const started = performance.now();
    const psql = spawn('psql', ['-X', '-q', '-d', benchDatabaseUrl(), '-c', copy], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => psql.once('exit', resolve));
    const result = await drain(psql.stdout, started);
    if ((await exited) !== 0) throw new Error('psql copy failed');
    return result;
  }
  // PGlite writes COPY TO into a blob.
  const db = await openDatabase(target);
  try {
    const started = performance.now();
    const { blob } = await db.query(copy.replace('to stdout', "to '/dev/blob'"));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return { ...(await drain([bytes], started)), firstByteMs: performance.now() - started };
  } finally {
    await db.close();
  }
}

const rowsPerSecond = (rows, ms) => Math.round(rows / (ms / 1000));
const f0 = (n) => Math.round(n).toLocaleString('en');

async function measureFormat(target, state, format) {
  const server = await startServer(serverOptions(target));
  try {
    const cookie = await signIn(server.url, state.admin);
    const url = exportUrl(server.url, state.formId, format);
    const idle = server.rssMiB();
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await download(url, cookie, () => cpuOf(target, server.pid)));
    return {
      runs,
      idleMiB: idle,
      peakMiB: server.peakRssMiB?.() ?? server.rssMiB(),
    };
  } finally {
    await server.stop();
  }
}

console.log('## Entries export (1,000,000 entries, 20 fields)\n');
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; ${RUNS} downloads per format, p50`,
);
for (const target of targets()) {
  const state = readState()[target];
  if (!state) {
    console.log(`\n${target}: nothing generated; run bench/src/entries-generate.mjs ${target} first`);
    continue;
  }
  const name = target === 'pg' ? 'PostgreSQL server' : 'Embedded database (PGlite)';
  console.log(`\n### ${name}, ${state.entries.toLocaleString('en')} entries\n`);
  console.log(
    '| export | rows | MB | first byte ms | total ms | rows/s | plain COPY ms | ours / plain | server RSS idle → peak MiB | CPU µs/row: PostgreSQL, Node, client |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const format of FORMATS) {
    // PGlite allows one process at a time: plain SQL runs before the server, on both targets alike.
    const plain = [];
    for (let i = 0; i < RUNS; i++) plain.push(await plainCopy(target, state.formId, state.admin.orgId));
    const ours = await measureFormat(target, state, format);
    const totalMs = median(ours.runs.map((run) => run.totalMs));
    const plainMs = median(plain.map((run) => run.totalMs));
    // CSV: a header line, then one line a row; JSON: '[', one line a row, ']'; XLSX: the view's total.
    const lines = ours.runs[0].lines;
    const rows = { csv: lines - 1, json: lines - 2 }[format] ?? state.entries;
    // CPU time a row: the backends' and the server's from /proc, the client's its own; a loaded machine skews them far less.
    const perRow = (key) => (median(ours.runs.map((run) => run[key])) * 1e6) / rows;
    console.log(
      `| ${format.toUpperCase()} | ${f0(rows)} | ${(ours.runs[0].bytes / 1e6).toFixed(0)} | ${f0(median(ours.runs.map((run) => run.firstByteMs)))} | ${f0(totalMs)} | ${f0(rowsPerSecond(rows, totalMs))} | ${f0(plainMs)} (${f0(rowsPerSecond(plain[0].lines - 1, plainMs))} rows/s) | ${(totalMs / plainMs).toFixed(2)} | ${f0(ours.idleMiB)} → ${f0(ours.peakMiB)} | ${perRow('databaseCpu').toFixed(1)}, ${perRow('serverCpu').toFixed(1)}, ${perRow('clientCpu').toFixed(1)} |`,
    );
  }
}
console.log(
  `\nload average after: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
