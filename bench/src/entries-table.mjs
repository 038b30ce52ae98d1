// Benchmark: the entries table (GET /api/forms/:formId/entries) on the generated 1,000,000-entry form: the
// first page, a page filtered on two fields and sorted by a third, and 'Search by any field' (a common term
// and a rare one), each with its total; and the same work as plain SQL on the same database, with the ratio.
// A filtered or searched total is reused while the form is not written (decision 0044): the case 'a new view
// each request' moves the Amount bound by a billionth each time, so its total is always counted (and, as the
// amounts have two decimals, is the plain SQL's, whose bound stays 3000).
// Usage: npm run build && node bench/src/entries-generate.mjs && node bench/src/entries-table.mjs [pg] [pglite]
//   BENCH_RUNS          measured requests per case (default 30, after 3 to warm up)
//   BENCH_SERVER_ENTRY  a private server build
import os from 'node:os';
import { FIELD } from './entries-form.mjs';
import { openDatabase, readState, serverOptions, targets } from './entries-state.mjs';
import { json, signIn } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;
const PAGE_SIZE = 25;

const filtersUpTo = (most) => [
  { fieldId: FIELD.Region, operator: 'is', value: 'North' },
  { fieldId: FIELD.Amount, operator: '>=', value: 1000 },
  { fieldId: FIELD.Amount, operator: '<=', value: most },
];
const filtered = (most) =>
  `filters=${encodeURIComponent(JSON.stringify(filtersUpTo(most)))}&sort=${FIELD['Due date']}&direction=desc`;

/**
 * [label, query string (or one for the i-th request), plain SQL of the page, plain SQL of the total]: the
 * plain SQL is what a hand-written query over the same rows and indexes does, without permissions, views or
 * HTTP.
 */
function cases() {
  const live = `form_id = $1 and org_id = $2 and not is_trashed`;
  const filteredSql = `${live} and lower(data ->> '${FIELD.Region}') = 'north' and data ->> '${FIELD.Region}' = 'North'
    and entry_number(data -> '${FIELD.Amount}') between 1000 and 3000`;
  const page = (where, order) => `select * from entries where ${where} order by ${order} limit ${PAGE_SIZE}`;
  const total = (where) => `select count(*) from entries where ${where}`;
  const search = (term) => {
    const where = `${live} and search_text like '%${term}%'`;
    return [
      `search '${term}'`,
      `search=${encodeURIComponent(term)}`,
      page(where, 'created_at desc nulls last, id desc'),
      total(where),
    ];
  };
  return [
    ['first page, newest first', '', page(live, 'created_at desc nulls last, id desc'), total(live)],
    [
      'Region is North, 1000 <= Amount <= 3000, by Due date',
      filtered(3000),
      page(filteredSql, `lower(data ->> '${FIELD['Due date']}') desc nulls last, id desc`),
      total(filteredSql),
    ],
    [
      'the same, a new view each request (Amount <= 3000 + a fraction)',
      (i) => filtered(3000 + i / 1e9),
      page(filteredSql, `lower(data ->> '${FIELD['Due date']}') desc nulls last, id desc`),
      total(filteredSql),
    ],
    search('lisbon'),
    search('ref-0421337'),
  ];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(run) {
  const times = [];
  let total = 0;
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const started = performance.now();
    total = await run(i);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { total, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Page and total one after the other on one connection, as plain SQL. */
async function plainTimes(target, formId, orgId) {
  const db = await openDatabase(target);
  try {
    const results = [];
    for (const [, , pageSql, totalSql] of cases()) {
      results.push(
        await measure(async () => {
          await db.query(pageSql, [formId, orgId]);
          return Number((await db.query(totalSql, [formId, orgId])).rows[0].count);
        }),
      );
    }
    return results;
  } finally {
    await db.close();
  }
}

async function apiTimes(target, { admin, formId }) {
  const server = await startServer(serverOptions(target));
  try {
    const cookie = await signIn(server.url, admin);
    const results = [];
    // Each run of the bench asks for views no earlier run asked for.
    const runStart = Date.now() % 1_000_000;
    for (const [label, query] of cases()) {
      const url = (i) =>
        `${server.url}/api/forms/${formId}/entries?page=0&pageSize=${PAGE_SIZE}&${typeof query === 'function' ? query(runStart + i) : query}`;
      results.push(
        await measure(async (i) => (await json(await fetch(url(i), { headers: { cookie } }), label)).total),
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

console.log('## Entries table (1,000,000 entries, 20 fields)\n');
console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${RUNS} sequential requests per case after ${WARM_UP} to warm up, ${PAGE_SIZE} rows a page`,
);
for (const target of targets()) {
  const state = readState()[target];
  if (!state) {
    console.log(`\n${target}: nothing generated; run bench/src/entries-generate.mjs ${target} first`);
    continue;
  }
  // PGlite allows one process at a time: plain SQL first, then the server.
  const plain = await plainTimes(target, state.formId, state.admin.orgId);
  const api = await apiTimes(target, state);
  const name = target === 'pg' ? 'PostgreSQL server' : 'Embedded database (PGlite)';
  console.log(`\n### ${name}, ${state.entries.toLocaleString('en')} entries\n`);
  console.log('| request (page + total) | total | p50 ms | p95 ms | plain SQL p50 ms | ours / plain |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  cases().forEach(([label], i) => {
    const ours = api[i];
    const sql = plain[i];
    const same = ours.total === sql.total ? '' : ` (plain: ${sql.total})`;
    console.log(
      `| ${label} | ${ours.total}${same} | ${ours.p50.toFixed(1)} | ${ours.p95.toFixed(1)} | ${sql.p50.toFixed(1)} | ${(ours.p50 / sql.p50).toFixed(2)} |`,
    );
  });
}
