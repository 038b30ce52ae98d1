// Benchmark: the key columns of the generated 1,000,000-entry form filled by the server (decision 0060), as
// when a form that already holds entries is filtered for the first time: the key table is dropped, a filtered
// page asks for it, and the time until every key column is ready for counts is measured, while one client
// submits entries to the same form one after the other (each batch of the fill holds the form's writers for a
// moment). The entries submitted are deleted after, so the other benches find the form as generated.
// Usage: npm run build && node bench/src/entries-generate.mjs pg && node bench/src/entry-keys-fill.mjs
//   BENCH_SERVER_ENTRY  a private server build
import os from 'node:os';
import { FIELD } from './entries-form.mjs';
import { openDatabase, readState, serverOptions } from './entries-state.mjs';
import { json, signIn } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const state = readState().pg;
if (!state) throw new Error('nothing generated: run bench/src/entries-generate.mjs pg first');
const { formId } = state;
const keys = `entry_keys.form_${formId.replaceAll('-', '')}`;

/** The key columns with a valid index of their own, and all of them. */
async function keyColumns(db) {
  const { rows } = await db.query(
    `select a.attname as name, exists (select from pg_index x where x.indrelid = a.attrelid and x.indisvalid
       and x.indnatts = 1 and x.indkey[0] = a.attnum) as ready
     from pg_attribute a where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped
       and a.attname not in ('id', 'is_trashed')`,
    [keys],
  );
  return { all: rows.length, ready: rows.filter((row) => row.ready).length };
}

const db = await openDatabase('pg');
const server = await startServer(serverOptions('pg'));
const latencies = [];
const submitted = [];
try {
  await db.query(`drop table if exists ${keys}`);
  const cookie = await signIn(server.url, state.admin);
  const headers = { cookie, 'content-type': 'application/json' };
  let filling = true;
  const submitter = (async () => {
    while (filling) {
      const started = performance.now();
      const created = await json(
        await fetch(`${server.url}/api/forms/${formId}/entries`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            data: { [FIELD.Name]: 'Fill meanwhile', [FIELD.Amount]: 1, [FIELD.Region]: 'North' },
          }),
        }),
        'submit',
      );
      latencies.push(performance.now() - started);
      submitted.push(created.entry.id);
    }
  })();
  const started = performance.now();
  // The filters of the entries-table bench: Region and Amount get key columns.
  const filters = JSON.stringify([
    { fieldId: FIELD.Region, operator: 'is', value: 'North' },
    { fieldId: FIELD.Amount, operator: '>=', value: 1 },
  ]);
  await json(
    await fetch(`${server.url}/api/forms/${formId}/entries?filters=${encodeURIComponent(filters)}`, {
      headers,
    }),
    'filtered page',
  );
  let columns = await keyColumns(db);
  while (columns.all === 0 || columns.ready < columns.all) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    columns = await keyColumns(db);
  }
  const filledMs = performance.now() - started;
  filling = false;
  await submitter;
  const live = await db.query(
    `select (select count(*) from ${keys} where not is_trashed) as keyed,
            (select count(*) from entries where form_id = $1 and not is_trashed) as entries,
            pg_size_pretty(pg_total_relation_size($2::regclass)) as size`,
    [formId, keys],
  );
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  console.log('## Key columns of a filled form (1,000,000 entries)\n');
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0].toFixed(2)}, Node ${process.version}\n`,
  );
  console.log(
    '| key columns | filled and indexed in s | key table with indexes | live rows keyed / entries | submissions meanwhile | p50 ms | p99 ms | max ms |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const { keyed, entries, size } = live.rows[0];
  console.log(
    `| ${columns.all} | ${(filledMs / 1000).toFixed(1)} | ${size} | ${keyed} / ${entries} | ${latencies.length} | ${at(0.5)} | ${at(0.99)} | ${latencies.at(-1).toFixed(1)} |`,
  );
} finally {
  await server.stop();
  if (submitted.length > 0)
    await db.query(`delete from entries where form_id = $1 and id = any($2::uuid[])`, [formId, submitted]);
  await db.query(`vacuum (analyze) ${keys}`).catch(() => {});
  await db.close();
}
