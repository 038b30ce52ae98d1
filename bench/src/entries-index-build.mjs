// A field index built on a full form without holding up its writers, on the PostgreSQL server.
// Creates its own database (BENCH_INDEX_DATABASE, default atrium_bench_index_build; dropped at the end), the benchmark form without its
// 'Score' number field, and fills it with BENCH_ENTRIES entries (default 1,000,000) whose data still holds
// Score values. Then, while a writer submits entries through the API one after another:
//   plain SQL: CREATE INDEX of Score's expression (what the save did in its transaction), timed, dropped;
//   ours: the field configuration saved with Score back, then the first page filtered by Score (which asks
//   for its index, decision 0050), and the time until the builder's index is valid.
// Prints the save time, the first filtered page's time, the build times and their ratio, and the writer's
// latencies during each build.
// BENCH_INDEX_KEEP=1 keeps the database at the end and reuses a kept one instead of filling again.
// Usage: (cd apps/server && SERVER_OUT_DIR=dist-x node build.mjs) &&
//   BENCH_SERVER_ENTRY=$PWD/apps/server/dist-x/main.js node bench/src/entries-index-build.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FIELD, FIELDS, insertEntriesSql } from './entries-form.mjs';
import { SERVER_URL } from './entries-state.mjs';
import { createOrganisation, json, signIn } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const BATCH = 50_000;
const DATABASE = process.env.BENCH_INDEX_DATABASE ?? 'atrium_bench_index_build';
const SCORE = FIELD.Score;
const ms = (value) => `${value.toFixed(0)} ms`;

function databaseUrl() {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

const wait = (delay) => new Promise((resolve) => setTimeout(resolve, delay));

/** Fills the detached partition without indexes, then attaches it (the generator's way). */
async function fill(db, { formId, orgId }) {
  const partition = `entries_${formId.replaceAll('-', '')}`;
  const user = (await db.query(`select id, name from users where org_id = $1 limit 1`, [orgId])).rows[0];
  await db.query(`set maintenance_work_mem = '512MB'`);
  await db.query(`alter table entries detach partition ${partition}`);
  const keys = await db.query(
    `select conname from pg_constraint where conrelid = $1::regclass and contype = 'p'`,
    [partition],
  );
  for (const { conname } of keys.rows) await db.query(`alter table ${partition} drop constraint ${conname}`);
  const indexes = await db.query(`select indexname from pg_indexes where tablename = $1`, [partition]);
  for (const { indexname } of indexes.rows) await db.query(`drop index "${indexname}"`);
  for (let from = 1; from <= ENTRIES; from += BATCH) {
    const to = Math.min(ENTRIES, from + BATCH - 1);
    await db.query(
      insertEntriesSql(partition, {
        formId,
        orgId,
        userId: user.id,
        userName: user.name,
        from,
        to,
        total: ENTRIES,
      }),
    );
    process.stdout.write(`\r  ${to.toLocaleString('en')} rows`);
  }
  await db.query(`alter table entries attach partition ${partition} for values in ('${formId}')`);
  await db.query(`reset maintenance_work_mem`);
  await db.query(`vacuum (analyze) ${partition}`);
  process.stdout.write('\n');
  return partition;
}

/** Submits entries one after another until stopped; returns each submission's time. */
function writer(url, cookie, formId) {
  const latencies = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const started = performance.now();
      await json(
        await fetch(`${url}/api/forms/${formId}/entries`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ data: { [FIELD.Name]: `Writer ${i}`, [SCORE]: i % 101 } }),
        }),
        'submit entry',
      );
      latencies.push(performance.now() - started);
      await wait(20);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { n: sorted.length, p50: at(0.5), max: sorted.at(-1) ?? 0 };
    },
  };
}

const describeWrites = (w) => `${w.n} entries submitted, p50 ${ms(w.p50)}, slowest ${ms(w.max)}`;

const KEEP = process.env.BENCH_INDEX_KEEP === '1';
const FORM_NAME = 'Index build';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-index-'));
const options = { dataDir, databaseUrl: databaseUrl() };
const withoutScore = FIELDS.filter((field) => field.id !== SCORE);

/** The database of an earlier run kept with BENCH_INDEX_KEEP=1, if its form is there. */
async function earlierRun() {
  if (!KEEP) return null;
  const db = new pg.Client({ connectionString: databaseUrl() });
  try {
    await db.connect();
    const { rows } = await db.query(`select id, org_id from forms where name = $1`, [FORM_NAME]);
    if (!rows[0]) return null;
    // createOrganisation's admin.
    const admin = { orgId: rows[0].org_id, email: 'admin@bench.example', password: 'admin-password-1' };
    return { admin, formId: rows[0].id };
  } catch {
    return null;
  } finally {
    await db.end().catch(() => undefined);
  }
}

/** A fresh database with the organisation and the form, filled while no server runs (it is detached meanwhile). */
async function freshRun(db) {
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  const server = await startServer(options);
  let made;
  try {
    const admin = await createOrganisation(server.url, 'Bench Index Org');
    const cookie = await signIn(server.url, admin);
    const created = await json(
      await fetch(`${server.url}/api/forms`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: FORM_NAME, fieldConfig: withoutScore }),
      }),
      'create form',
    );
    made = { admin, formId: created.form.id };
  } finally {
    await server.stop();
  }
  await db.connect();
  console.log(`filling ${ENTRIES.toLocaleString('en')} entries`);
  await fill(db, { formId: made.formId, orgId: made.admin.orgId });
  return made;
}

const db = new pg.Client({ connectionString: databaseUrl() });
let server;
try {
  const earlier = await earlierRun();
  if (earlier) await db.connect();
  const { admin, formId } = earlier ?? (await freshRun(db));
  const partition = `entries_${formId.replaceAll('-', '')}`;
  server = await startServer(options);
  const cookie = await signIn(server.url, admin);
  const put = (fieldConfig) =>
    fetch(`${server.url}/api/forms/${formId}/field-config`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: FORM_NAME, fieldConfig }),
    });
  const list = (query) =>
    fetch(`${server.url}/api/forms/${formId}/entries?${query}`, { headers: { cookie } });
  // Saving again brings back the locked field's index the fill dropped, and a sort by each number, date and
  // option field brings back theirs, as on a form in use; wait for every one to be usable.
  await json(await put(withoutScore), 'save without Score');
  const onDemand = withoutScore.filter((field) =>
    ['number', 'date', 'datetime', 'radio', 'select'].includes(field.type),
  );
  for (const field of onDemand)
    await json(await list(`sort=${field.id}&direction=asc`), `sort by ${field.id}`);
  const fieldIndexes = onDemand.length + withoutScore.filter((field) => field.userLock).length;
  const settled = async () => {
    const { rows } = await db.query(
      `select count(*)::int as n, bool_and(x.indisvalid) as valid from pg_index x
       join pg_class i on i.oid = x.indexrelid
       where x.indrelid = $1::regclass and i.relname ~ ('^' || $1 || '_[a-z]_')`,
      [partition],
    );
    return rows[0].valid && rows[0].n === fieldIndexes;
  };
  while (!(await settled())) await wait(200);

  // As the server indexes a number field (the letter in the index names says which kind).
  const expression = `((entry_number(data -> '${SCORE}')) NULLS FIRST)`;
  console.log('  field indexes ready; plain SQL build next');
  let writes = writer(server.url, cookie, formId);
  await wait(500);
  let started = performance.now();
  await db.query(`create index plain_score on ${partition} ${expression}`);
  const plainMs = performance.now() - started;
  const plainWrites = await writes.stop();
  await db.query(`drop index plain_score`);

  const valid = async () =>
    (
      await db.query(
        `select x.indisvalid from pg_index x join pg_class i on i.oid = x.indexrelid
         where i.relname ~ ('^' || $1 || '_[a-z]_' || $2 || '$')`,
        [partition, SCORE],
      )
    ).rows[0]?.indisvalid === true;
  writes = writer(server.url, cookie, formId);
  await wait(500);
  started = performance.now();
  await json(await put(FIELDS), 'save with Score');
  const saveMs = performance.now() - started;
  started = performance.now();
  const scoreFilter = JSON.stringify([{ fieldId: SCORE, operator: '>=', value: 90 }]);
  await json(await list(`filters=${encodeURIComponent(scoreFilter)}`), 'filter by Score');
  const firstPageMs = performance.now() - started;
  console.log(
    `  saved in ${ms(saveMs)}; first page filtered by Score in ${ms(firstPageMs)}; waiting for the index`,
  );
  while (!(await valid())) await wait(100);
  const builtMs = performance.now() - started;
  const ourWrites = await writes.stop();

  const { rows } = await db.query(`select pg_size_pretty(pg_total_relation_size($1::regclass)) as size`, [
    partition,
  ]);
  console.log(`PostgreSQL, ${ENTRIES.toLocaleString('en')} entries (partition ${rows[0].size}):`);
  console.log(
    `  plain SQL CREATE INDEX (blocks writers): ${ms(plainMs)}; meanwhile ${describeWrites(plainWrites)}`,
  );
  console.log(
    `  ours: field configuration saved in ${ms(saveMs)} (${(saveMs / plainMs).toFixed(3)}x plain build)`,
  );
  console.log(`  ours: first page filtered by Score, read without its index, in ${ms(firstPageMs)}`);
  console.log(
    `  ours: index valid ${ms(builtMs)} after that page (${(builtMs / plainMs).toFixed(2)}x plain build); meanwhile ${describeWrites(ourWrites)}`,
  );
} finally {
  await db.end().catch(() => undefined);
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!KEEP) await adminQuery(`drop database if exists ${DATABASE} with (force)`);
}
