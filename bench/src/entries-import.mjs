// Benchmark: importing a 100,000-row, 10-column CSV into a fresh form with full validation, end to end as the
// Import Data dialog does it (upload the file, map its columns by label, run the import and read the NDJSON
// progress lines up to the result), in the organisation entries-generate.mjs made. Prints the time from the
// start of the upload to the result line, rows per second, imported and failed counts, the server's peak
// resident memory and the CPU seconds the server and PostgreSQL spent on it; and the same valid rows inserted as plain SQL (prepared JSONB, multi-row INSERT) into two
// more fresh forms' partitions in the same minutes: once as the import writes them (search text beside the
// trigram index, decision 0055), with the ratio ours / plain, and once into the trigram index. On the
// PostgreSQL server it also times the search index job (from the result line until the form has left the
// backlog) and two searches of the imported form through the API, while the text waits and after.
// Usage: npm run build && node bench/src/entries-generate.mjs && node bench/src/entries-import.mjs [pg] [pglite]
//   BENCH_IMPORT_ROWS   data rows in the file (default 100,000)
//   BENCH_RUNS          measured runs per database (default 3); p50 is printed
//   BENCH_PLAIN_BATCH   rows per statement of the plain SQL baseline (default 5,000; 499 is the import's batch)
//   BENCH_SERVER_ENTRY  a private server build
//   BENCH_KEY_COLUMNS   1: the form's Region and Amount get key columns first (decision 0060)
// PGlite without generated data: an organisation is made in a data folder of its own (pglite-import-data).
import { mkdirSync, openAsBlob, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { REGIONS } from './entries-form.mjs';
import {
  DATABASE_NAME,
  openDatabase,
  readState,
  STATE_DIR,
  serverOptions,
  targets,
} from './entries-state.mjs';
import { FIELDS, id, writeCsv } from './import-csv.mjs';
import { askForKeyColumns, createOrganisation, json, signIn } from './org-api.mjs';
import { backendCpuSeconds, cpuSecondsOfTree } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Rows the plain SQL baseline writes per statement. */
const PLAIN_BATCH = Number(process.env.BENCH_PLAIN_BATCH ?? 5000);
/** The plain SQL baselines: the search text as the import writes it, and into the trigram index. */
const PLAIN_COLUMNS = ['search_pending', 'search_text'];

/** The organisation to import into: entries-generate.mjs's, or (PGlite not generated) one of our own. */
async function organisationOf(target) {
  const state = readState()[target];
  if (state) return { options: serverOptions(target), admin: state.admin };
  if (target === 'pg') return null;
  const dataDir = path.join(STATE_DIR, 'pglite-import-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ dataDir });
  try {
    return { options: { dataDir }, admin: await createOrganisation(server.url, 'Bench Import Org') };
  } finally {
    await server.stop();
  }
}

async function createForm(url, headers, name) {
  const created = await json(
    await fetch(`${url}/api/forms`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name, fieldConfig: FIELDS }),
    }),
    'create form',
  );
  return created.form.id;
}

/** Trash then delete permanently: the form's partition with its rows goes with it. */
async function removeForm(url, headers, formId) {
  await json(await fetch(`${url}/api/forms/${formId}/trash`, { method: 'POST', headers }), 'trash form');
  await json(await fetch(`${url}/api/forms/${formId}`, { method: 'DELETE', headers }), 'delete form');
}

/** Upload, mapping by label (the dialog's automatic mapping), run; times the whole and its parts. */
async function importFile(url, headers, formId, file) {
  const started = performance.now();
  const body = new FormData();
  body.append('file', await openAsBlob(file, { type: 'text/csv' }), 'bench-import.csv');
  const upload = await json(
    await fetch(`${url}/api/forms/${formId}/import/uploads`, { method: 'POST', headers, body }),
    'upload',
  );
  const uploadedMs = performance.now() - started;
  const byLabel = new Map(FIELDS.map((field) => [field.label.toLowerCase(), field.id]));
  const mapping = Object.fromEntries(
    upload.columns.flatMap((column) => {
      const fieldId = byLabel.get(column.trim().toLowerCase());
      return fieldId ? [[column, fieldId]] : [];
    }),
  );
  const response = await fetch(`${url}/api/forms/${formId}/import/uploads/${upload.uploadId}/run`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify({ mapping }),
  });
  if (!response.ok) throw new Error(`import: HTTP ${response.status} ${await response.text()}`);
  let buffered = '';
  let progressLines = 0;
  let firstProgressMs = null;
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const parsed = JSON.parse(line);
      if (parsed.done) {
        if (parsed.error) throw new Error(`import ended with: ${parsed.error}`);
        return {
          ms: performance.now() - started,
          uploadedMs,
          firstProgressMs,
          progressLines,
          imported: parsed.imported,
          failedCount: parsed.failedCount,
          failed: parsed.failed,
        };
      }
      progressLines += 1;
      firstProgressMs ??= performance.now() - started;
    }
  }
  throw new Error('import: the answer ended without a result');
}

async function openPglite(dataDir) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

/**
 * The valid rows as plain SQL: prepared JSONB, multi-row INSERT into the form's partition, the search text into
 * `column` (search_pending as the import writes it, or search_text, into the trigram index).
 */
async function plainInsert(target, org, formId, stored, column) {
  const db = target === 'pg' ? await openDatabase(target) : await openPglite(org.options.dataDir);
  const orgId = org.admin.orgId;
  try {
    const partition = `entries_${formId.replaceAll('-', '')}`;
    const payloads = [];
    for (let from = 0; from < stored.length; from += PLAIN_BATCH)
      payloads.push(JSON.stringify(stored.slice(from, from + PLAIN_BATCH)));
    const started = performance.now();
    for (const payload of payloads) {
      await db.query(
        `insert into ${partition} (form_id, org_id, data, ${column})
         select $1, $2, r.data, r.search_text
         from jsonb_to_recordset($3::jsonb) as r(data jsonb, search_text text)`,
        [formId, orgId, payload],
      );
    }
    return performance.now() - started;
  } finally {
    await db.close();
  }
}

/** Two searches of the imported form through the table's API: a common term and one entry's reference. */
const SEARCHES = [
  ['common', 'patel'],
  ['rare', 'ref-0054321'],
];

async function searchTimes(url, headers, formId) {
  const times = {};
  for (const [name, term] of SEARCHES) {
    const started = performance.now();
    const page = await json(
      await fetch(`${url}/api/forms/${formId}/entries?search=${term}&pageSize=10`, { headers }),
      `search ${term}`,
    );
    times[name] = { ms: performance.now() - started, total: page.total };
  }
  return times;
}

/**
 * From the result line until the search index job is done with the form (PostgreSQL): no imported entry's
 * text waits, and the form has left the backlog, which the job leaves after vacuuming its partition.
 */
async function indexedAfter(formId, since) {
  const db = await openDatabase('pg');
  try {
    for (;;) {
      const { rows } = await db.query(
        `select (select count(*) from entries where form_id = $1 and search_pending is not null)
              + (select count(*) from entry_search_backlog where form_id = $1) as n`,
        [formId],
      );
      if (Number(rows[0].n) === 0) return performance.now() - since;
      if (performance.now() - since > 300_000) throw new Error('the search text still waits after 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await db.close();
  }
}

/**
 * One run: a fresh form imported through the server (then, on PostgreSQL, searched while its text waits,
 * indexed by the job, searched again), then two more fresh forms filled by plain SQL.
 */
async function run(target, org, file, stored, runIndex) {
  const server = await startServer(org.options);
  let ours;
  const plainIds = {};
  let formId;
  const cookie = await signIn(server.url, org.admin);
  const headers = { cookie };
  try {
    formId = await createForm(server.url, headers, `Bench import ${Date.now()}`);
    await askForKeyColumns(server.url, headers, formId, [
      { fieldId: id(7), operator: 'is', value: REGIONS[0] },
      { fieldId: id(4), operator: '>=', value: 0 },
    ]);
    for (const column of PLAIN_COLUMNS)
      plainIds[column] = await createForm(server.url, headers, `Bench import plain ${column} ${Date.now()}`);
    // CPU seconds from the upload to the result line: they hold when the machine's speed drifts, the time does not.
    const databaseCpu = () => (target === 'pg' ? backendCpuSeconds(DATABASE_NAME) : 0);
    const cpuBefore = { server: cpuSecondsOfTree(server.pid), database: databaseCpu() };
    ours = await importFile(server.url, headers, formId, file);
    ours.serverCpu = cpuSecondsOfTree(server.pid) - cpuBefore.server;
    ours.databaseCpu = target === 'pg' ? databaseCpu() - cpuBefore.database : null;
    if (target === 'pg') {
      const done = performance.now();
      ours.searchWaiting = await searchTimes(server.url, headers, formId);
      ours.indexedMs = await indexedAfter(formId, done);
      ours.searchIndexed = await searchTimes(server.url, headers, formId);
    }
    ours.peakRss = server.peakRssMiB();
  } finally {
    await server.stop();
  }
  // PGlite has one connection: the plain SQL runs while no server holds the database.
  const plain = {};
  for (const column of PLAIN_COLUMNS)
    plain[column] = await plainInsert(target, org, plainIds[column], stored, column);
  const cleanup = await startServer(org.options);
  try {
    const cleanupHeaders = { cookie: await signIn(cleanup.url, org.admin) };
    for (const id of [formId, ...Object.values(plainIds)]) await removeForm(cleanup.url, cleanupHeaders, id);
  } finally {
    await cleanup.stop();
  }
  const reasons = new Set(ours.failed.map((failure) => failure.reason.replace(/\d{7}/, 'n')));
  const searched = (times) =>
    SEARCHES.map(([name]) => `${name} ${times[name].ms.toFixed(0)} ms (${times[name].total})`).join(', ');
  const job =
    ours.indexedMs === undefined
      ? ''
      : `; indexed ${(ours.indexedMs / 1000).toFixed(2)} s after the result; search while waiting ${searched(ours.searchWaiting)}, after ${searched(ours.searchIndexed)}`;
  console.error(
    `  ${target} run ${runIndex + 1}: ${(ours.ms / 1000).toFixed(2)} s (upload ${(ours.uploadedMs / 1000).toFixed(2)} s, first progress ${((ours.firstProgressMs ?? 0) / 1000).toFixed(2)} s, ${ours.progressLines} progress lines; CPU: server ${ours.serverCpu.toFixed(2)} s${ours.databaseCpu === null ? '' : `, PostgreSQL ${ours.databaseCpu.toFixed(2)} s`}), plain ${(plain.search_pending / 1000).toFixed(2)} s as the import writes, ${(plain.search_text / 1000).toFixed(2)} s into the trigram index${job}; ${reasons.size} distinct reasons, load ${os.loadavg()[0].toFixed(1)}`,
  );
  return { ...ours, plainMs: plain.search_pending, plainIndexedMs: plain.search_text, reasons };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The runs' median CPU seconds of the server and of PostgreSQL's backends during the import. */
const cpuOf = (runs) =>
  `${median(runs.map((r) => r.serverCpu)).toFixed(2)}, ${runs[0].databaseCpu === null ? '-' : median(runs.map((r) => r.databaseCpu)).toFixed(2)}`;

const file = path.join(os.tmpdir(), `atrium-bench-import-${ROWS}.csv`);
const { stored, bad } = writeCsv(file, ROWS);
console.log(
  `## Import of a ${ROWS.toLocaleString('en')}-row, ${FIELDS.length}-column CSV (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, ${bad} bad rows), ${RUNS} runs, p50${process.env.BENCH_KEY_COLUMNS === '1' ? ', into a form with key columns for Region and Amount' : ''}\n`,
);
console.log(
  '| database | total s | / 3 s target | upload s | rows/s | imported | failed | server peak RSS MiB | CPU s: server, PostgreSQL | plain SQL s | ours / plain | plain SQL into the trigram index s | indexed after s | load |',
);
console.log(
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
try {
  for (const target of targets()) {
    const org = await organisationOf(target);
    if (!org) {
      console.log(`| ${target} | not generated: run bench/src/entries-generate.mjs ${target} first |`);
      continue;
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(target, org, file, stored, i));
    const ms = median(runs.map((r) => r.ms));
    const plainMs = median(runs.map((r) => r.plainMs));
    const plainIndexedMs = median(runs.map((r) => r.plainIndexedMs));
    const indexed =
      runs[0].indexedMs === undefined ? '-' : (median(runs.map((r) => r.indexedMs)) / 1000).toFixed(2);
    const last = runs[runs.length - 1];
    console.log(
      `| ${target === 'pg' ? 'PostgreSQL server' : 'PGlite'} | ${(ms / 1000).toFixed(2)} | ${(ms / 3000).toFixed(2)} | ${(median(runs.map((r) => r.uploadedMs)) / 1000).toFixed(2)} | ${Math.round(ROWS / (ms / 1000)).toLocaleString('en')} | ${last.imported.toLocaleString('en')} | ${last.failedCount} | ${Math.max(...runs.map((r) => r.peakRss)).toFixed(0)} | ${cpuOf(runs)} | ${(plainMs / 1000).toFixed(2)} | ${(ms / plainMs).toFixed(1)} | ${(plainIndexedMs / 1000).toFixed(2)} | ${indexed} | ${os.loadavg()[0].toFixed(1)} |`,
    );
    if (last.imported + last.failedCount !== ROWS || last.failedCount !== bad)
      console.log(`\nUnexpected counts on ${target}: ${bad} bad rows were written to the file.`);
    console.log(`\nFailure reasons on ${target} (row numbers aside): ${[...last.reasons].join(' | ')}\n`);
  }
} finally {
  rmSync(file, { force: true });
}
