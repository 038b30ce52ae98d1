// Generates the entries benchmarks' data once: an organisation and a form of 20 fields of mixed types made
// through the API (so the real migrations, partition and indexes apply), then 1,000,000 entries written
// straight into the form's partition with SQL. Reused by entries-table.mjs and entries-submit.mjs.
// The form stands for one in use for a while: the table has been filtered or sorted by each of its number,
// date and option fields, so it has their indexes, built on demand (decision 0050).
// Usage: npm run build && node bench/src/entries-generate.mjs [pg] [pglite]
//   BENCH_ENTRIES        entries to generate (default 1,000,000)
//   BENCH_REGENERATE=1   drop what an earlier run generated and start again
//   BENCH_DATABASE_URL   PostgreSQL server on which the database atrium_bench_entries is created
//   BENCH_SERVER_ENTRY   a private server build
import { rmSync } from 'node:fs';
import pg from 'pg';
import { FIELD, FIELDS, insertEntriesSql } from './entries-form.mjs';
import {
  DATABASE_NAME,
  openDatabase,
  readState,
  SERVER_URL,
  saveTarget,
  serverOptions,
  targets,
} from './entries-state.mjs';
import { createOrganisation, json, signIn } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const BATCH = 50_000;
export const FORM_NAME = 'Bench entries';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function resetTarget(target) {
  rmSync(serverOptions(target).dataDir, { recursive: true, force: true });
  if (target !== 'pg') return;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
}

/** Organisation, admin and form through the API; the server migrates the fresh database first. */
async function createForm(target) {
  const server = await startServer(serverOptions(target));
  try {
    const admin = await createOrganisation(server.url, 'Bench Entries Org');
    const cookie = await signIn(server.url, admin);
    const created = await json(
      await fetch(`${server.url}/api/forms`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: FORM_NAME, fieldConfig: FIELDS }),
      }),
      'create form',
    );
    await askForFieldIndexes(server.url, cookie, created.form.id);
    return { admin, formId: created.form.id };
  } finally {
    // Stopping waits for the index build under way; on the empty form it takes milliseconds.
    await server.stop();
  }
}

/** The fields whose indexes a filter or sort asks for (entry-indexes.repo.ts: number, date and option types). */
const ON_DEMAND_INDEXED = FIELDS.filter((field) =>
  ['number', 'date', 'datetime', 'radio', 'select'].includes(field.type),
).map((field) => field.id);

/** The fields the entries-table bench filters by: their filters' key columns (decision 0060). */
const FILTERS = [
  { fieldId: FIELD.Region, operator: 'is', value: 'North' },
  { fieldId: FIELD.Amount, operator: '>=', value: 1000 },
];

/** A sort by each of those fields, and the bench's filters, as the table sends them, while the form is empty. */
async function askForFieldIndexes(url, cookie, formId) {
  const queries = [
    ...ON_DEMAND_INDEXED.map((fieldId) => `sort=${fieldId}&direction=asc`),
    `filters=${encodeURIComponent(JSON.stringify(FILTERS))}`,
  ];
  for (const query of queries) {
    await json(
      await fetch(`${url}/api/forms/${formId}/entries?${query}`, { headers: { cookie } }),
      `entries?${query}`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/**
 * Detaches the partition and drops its indexes, fills it in batches, then attaches it again and rebuilds the
 * field indexes: PostgreSQL builds each index once over the loaded rows, much faster than growing a trigram
 * index row by row.
 */
async function fill(db, { formId, orgId }) {
  const partition = `entries_${formId.replaceAll('-', '')}`;
  const user = (
    await db.query(`select id, name from users where org_id = $1 order by created_at limit 1`, [orgId])
  ).rows[0];
  await db.query(`set maintenance_work_mem = '512MB'`);
  // The form's own field indexes (those not inherited from an index of `entries`), rebuilt after the load
  // exactly as the server made them, so the server finds nothing left to build.
  const fieldIndexes = (
    await db.query(
      `select pg_get_indexdef(x.indexrelid) as definition from pg_index x
       where x.indrelid = $1::regclass
         and not exists (select 1 from pg_inherits i where i.inhrelid = x.indexrelid)
         and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
      [partition],
    )
  ).rows.map((row) => row.definition);
  const missing = ON_DEMAND_INDEXED.filter(
    (fieldId) => !fieldIndexes.some((definition) => definition.includes(`'${fieldId}'`)),
  );
  if (missing.length > 0) throw new Error(`the server built no index for ${missing.join(', ')}`);
  await db.query(`alter table entries detach partition ${partition}`);
  const constraints = await db.query(
    `select conname from pg_constraint where conrelid = $1::regclass and contype = 'p'`,
    [partition],
  );
  for (const { conname } of constraints.rows)
    await db.query(`alter table ${partition} drop constraint ${conname}`);
  const indexes = await db.query(`select indexname from pg_indexes where tablename = $1`, [partition]);
  for (const { indexname } of indexes.rows) await db.query(`drop index "${indexname}"`);
  const started = performance.now();
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
    process.stdout.write(`\r  ${to.toLocaleString('en')} rows, ${seconds(performance.now() - started)}`);
  }
  const loadedMs = performance.now() - started;
  await db.query(`alter table entries attach partition ${partition} for values in ('${formId}')`);
  for (const definition of fieldIndexes) await db.query(definition);
  // Rows written straight into the detached partition fired no count trigger: record them as one delta.
  await db.query(`insert into entry_counts (form_id, is_trashed, n) values ($1, false, $2)`, [
    formId,
    ENTRIES,
  ]);
  await fillKeyTable(db, partition);
  const indexedMs = performance.now() - started - loadedMs;
  await db.query(`vacuum (analyze) ${partition}`);
  const size = (
    await db.query(`select pg_size_pretty(pg_total_relation_size($1::regclass)) as size`, [partition])
  ).rows[0].size;
  console.log(
    `\n  rows ${seconds(loadedMs)}, indexes ${seconds(indexedMs)}, vacuum analyze ${seconds(performance.now() - started - loadedMs - indexedMs)}; partition with indexes ${size}`,
  );
}

/**
 * Rows written straight into the detached partition fired no key trigger either: the form's key table (the
 * server made it with a column per field asked for above, decision 0060) is written from the partition and
 * its indexes rebuilt after, exactly as the server made them.
 */
async function fillKeyTable(db, partition) {
  const keys = `entry_keys.${partition.replace(/^entries_/, 'form_')}`;
  // The key columns' names and values as the server's triggers write them (migration entry_keys).
  const { names, key_values: values } = (
    await db.query(`select names, key_values from entry_key_columns_sql($1::regclass)`, [keys])
  ).rows[0];
  if (!names) throw new Error('the server made no key columns');
  const indexes = (
    await db.query(
      `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition from pg_index x
       join pg_class i on i.oid = x.indexrelid where x.indrelid = $1::regclass and not x.indisprimary`,
      [keys],
    )
  ).rows;
  for (const { name } of indexes) await db.query(`drop index entry_keys."${name}"`);
  await db.query(
    `insert into ${keys} (id, is_trashed${names}) select id, is_trashed${values} from ${partition}`,
  );
  for (const { definition } of indexes) await db.query(definition);
  await db.query(`vacuum (analyze) ${keys}`);
}

/** Saves the same field configuration again: what a form owner's save costs on a full form. */
async function saveFieldConfig(target, { admin, formId }) {
  const server = await startServer(serverOptions(target));
  try {
    const cookie = await signIn(server.url, admin);
    const started = performance.now();
    await json(
      await fetch(`${server.url}/api/forms/${formId}/field-config`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: FORM_NAME, fieldConfig: FIELDS }),
      }),
      'save field configuration',
    );
    console.log(`  saving the field configuration of the full form: ${seconds(performance.now() - started)}`);
  } finally {
    await server.stop();
  }
}

for (const target of targets()) {
  const previous = readState()[target];
  if (previous?.entries === ENTRIES && process.env.BENCH_REGENERATE !== '1') {
    console.log(
      `${target}: ${ENTRIES.toLocaleString('en')} entries already generated (BENCH_REGENERATE=1 redoes it)`,
    );
    continue;
  }
  console.log(`${target}: generating ${ENTRIES.toLocaleString('en')} entries`);
  const started = performance.now();
  await resetTarget(target);
  const { admin, formId } = await createForm(target);
  const db = await openDatabase(target);
  try {
    await fill(db, { formId, orgId: admin.orgId });
  } finally {
    await db.close();
  }
  await saveFieldConfig(target, { admin, formId });
  saveTarget(target, { entries: ENTRIES, admin, formId });
  console.log(`${target}: generated in ${seconds(performance.now() - started)}`);
}
