// Crash drill: a 100,000-row import into a form on the PostgreSQL server, its server killed with SIGKILL at ten
// random moments and started again each time; after every kill the import is sent again (the whole file: rows
// already in are refused by the form's unique Reference, so a retry finishes the work). Checks after each kill:
// the rows in the form are exactly a prefix of the file (no half-written batch: batches commit in file order, all
// or nothing), no Reference twice, at least as many rows as the last progress line reported (at most one batch
// more: the batch whose commit raced the kill, before its line was sent), the client's answer ended instead of
// hanging, and the restarted server shows no import running. At the end the whole file is in, once.
// Usage: npm run build && node bench/src/import-crash-drill.mjs
//   BENCH_IMPORT_ROWS   rows in the file (default 100,000)
//   BENCH_KILLS         kills (default 10)
//   BENCH_DATABASE_URL  the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createOrganisation, json, signIn, startCsvImport } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const KILLS = Number(process.env.BENCH_KILLS ?? 10);
const BATCH = 499; // IMPORT_BATCH_SIZE: the rows one transaction writes
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `atrium_crash_drill_${process.pid}`;
const METRICS_TOKEN = 'crash-drill-metrics-token';

const REFERENCE = 'C0000002';
const FIELDS = [
  { id: 'C0000001', label: 'Name', type: 'text', required: true },
  { id: REFERENCE, label: 'Reference', type: 'text', uniqueWithoutCase: true },
  { id: 'C0000003', label: 'Amount', type: 'number' },
  { id: 'C0000004', label: 'Due date', type: 'date' },
  {
    id: 'C0000005',
    label: 'Region',
    type: 'select',
    options: { kind: 'custom', values: ['North', 'South'] },
  },
  { id: 'C0000006', label: 'Approved', type: 'checkbox' },
  { id: 'C0000007', label: 'Email', type: 'text' },
  { id: 'C0000008', label: 'City', type: 'text' },
  { id: 'C0000009', label: 'Quantity', type: 'number' },
  { id: 'C0000010', label: 'Notes', type: 'textarea' },
];
const reference = (n) => `REF-${String(n).padStart(7, '0')}`;

function writeCsv(file) {
  const lines = [FIELDS.map((field) => field.label).join(',')];
  for (let n = 1; n <= ROWS; n++) {
    const day = new Date(Date.UTC(2024, 0, 1 + (n % 700))).toISOString().slice(0, 10);
    lines.push(
      [
        `Person ${n}`,
        reference(n),
        (n % 100_000) / 100,
        day,
        n % 2 ? 'North' : 'South',
        n % 3 ? 'true' : 'false',
        `person${n}@drill.example`,
        `City ${n % 97}`,
        n % 50,
        `note ${n}`,
      ].join(','),
    );
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

const admin = new pg.Client({ connectionString: SERVER_URL });
const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

/** Starts the import; answers the last progress line seen and how the answer ended. */
function startImport(url, cookie, formId, file) {
  const state = { reported: 0, lines: 0, result: null, ended: null, endedAt: null };
  const done = (async () => {
    try {
      const csv = await openAsBlob(file, { type: 'text/csv' });
      const response = await startCsvImport(url, cookie, formId, csv, FIELDS);
      if (!response.ok) throw new Error(`import: HTTP ${response.status}`);
      state.started = performance.now();
      let buffered = '';
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk, { stream: true });
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          const parsed = JSON.parse(line);
          if (parsed.done) state.result = parsed;
          else {
            state.reported = parsed.imported;
            state.lines += 1;
          }
        }
      }
      state.ended = state.result ? 'result' : 'ended without a result';
    } catch (error) {
      state.ended = `broke (${error.cause?.code ?? error.message})`;
    }
    state.endedAt = performance.now();
  })();
  return { state, done };
}

async function waitForDeath(pid) {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The rows in the form: how many, how many distinct References, and whether they are rows 1..count. */
async function rowsOf(client, formId) {
  const { rows } = await client.query(
    `select count(*)::int as count,
            count(distinct data->>'${REFERENCE}')::int as distinct_refs,
            coalesce(max(substring(data->>'${REFERENCE}' from 5)::int), 0) as highest
     from entries where form_id = $1`,
    [formId],
  );
  return rows[0];
}

async function runningImports(url) {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  return Number(/atrium_jobs_running\{kind="import"\} (\d+)/.exec(text)?.[1] ?? Number.NaN);
}

const file = path.join(os.tmpdir(), `atrium-crash-drill-${process.pid}.csv`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-crash-drill-'));
process.env.METRICS_TOKEN = METRICS_TOKEN;
writeCsv(file);
await admin.connect();
await admin.query(`create database ${DATABASE}`);
const db = new pg.Client({ connectionString: databaseUrl });
let server;
const failures = [];
try {
  server = await startServer({ dataDir, databaseUrl });
  await db.connect();
  const org = await createOrganisation(server.url, 'Crash Drill Org');
  let cookie = await signIn(server.url, org);
  const form = await json(
    await fetch(`${server.url}/api/forms`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash drill', fieldConfig: FIELDS }),
    }),
    'create form',
  );
  const formId = form.form.id;

  console.log(
    `## Import crash drill: ${ROWS.toLocaleString('en')} rows, ${KILLS} kills, PostgreSQL server\n`,
  );
  console.log(
    '| kill | after s | last reported | rows in form | ahead of report | prefix, no duplicates | answer | imports running after restart | load |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | --- | --- | ---: | ---: |');
  let before = 0;
  for (let kill = 1; kill <= KILLS; kill++) {
    const run = startImport(server.url, cookie, formId, file);
    // Wait for the run to be under way, then kill at a random moment of its next seconds.
    while (run.state.started === undefined && run.state.ended === null)
      await new Promise((r) => setTimeout(r, 5));
    const afterMs = 200 + Math.random() * 4000;
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    const killedAt = performance.now();
    process.kill(server.pid, 'SIGKILL');
    await waitForDeath(server.pid);
    await Promise.race([run.done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    const answerMs = run.state.endedAt === null ? null : run.state.endedAt - killedAt;

    const rows = await rowsOf(db, formId);
    const prefix = rows.count === rows.distinct_refs && rows.highest === rows.count;
    const reportedTotal = before + run.state.reported;
    const ahead = rows.count - reportedTotal;
    server = await startServer({ dataDir, databaseUrl });
    cookie = await signIn(server.url, org);
    const running = await runningImports(server.url);
    const answer = run.state.result
      ? 'finished before the kill'
      : answerMs === null
        ? 'still open after 30 s'
        : `${run.state.ended} ${Math.round(answerMs)} ms after the kill`;
    console.log(
      `| ${kill} | ${(afterMs / 1000).toFixed(2)} | ${reportedTotal.toLocaleString('en')} | ${rows.count.toLocaleString('en')} | ${ahead} | ${prefix ? 'yes' : 'NO'} | ${answer} | ${running} | ${os.loadavg()[0].toFixed(1)} |`,
    );
    if (!prefix) failures.push(`kill ${kill}: the rows are not a prefix of the file without duplicates`);
    if (ahead < 0 || ahead > BATCH) failures.push(`kill ${kill}: ${ahead} rows ahead of the report`);
    if (answerMs === null && !run.state.result) failures.push(`kill ${kill}: the answer never ended`);
    if (running !== 0) failures.push(`kill ${kill}: ${running} imports shown running after restart`);
    before = rows.count;
  }

  // The last run goes to its end: every row of the file is in, once.
  const last = startImport(server.url, cookie, formId, file);
  await last.done;
  const rows = await rowsOf(db, formId);
  const complete = rows.count === ROWS && rows.distinct_refs === ROWS && rows.highest === ROWS;
  console.log(
    `\nFinal run: ${last.state.result?.imported ?? 0} imported, ${last.state.result?.failedCount ?? 0} refused as already in; the form holds ${rows.count.toLocaleString('en')} rows, ${rows.distinct_refs.toLocaleString('en')} distinct References (${complete ? 'the whole file, once' : 'NOT the whole file once'}).`,
  );
  if (!complete) failures.push('the final import did not leave the whole file, once');
  console.log(failures.length ? `\nFAILED:\n- ${failures.join('\n- ')}` : '\nAll checks held.');
} finally {
  await server?.stop().catch(() => undefined);
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  await admin.end();
  rmSync(file, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures.length ? 1 : 0);
