// Benchmark: the first page of All Requests (GET /api/expense/requests) among 100,000 transfer requests of 5
// items on PostgreSQL, with the list's filters (approval state, status, created range, all three; a view_self
// user's own requests) and a page far down the list reached through the cursor; 30 sequential requests after
// 3 to warm up. Beside each, the same page as plain SQL on the same database and indexes (the limit).
// Usage: npm run build && node bench/src/expense-list.mjs
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the database
//                       atrium_bench_expense_list is made afresh on it and dropped after
//   BENCH_REQUESTS      requests seeded (default 100000), 5 items each, over the last year
//   BENCH_LIMIT         page size asked for (default 20, the list's default)
//   BENCH_RUNS          timed requests per case (default 30)
//   BENCH_EXPLAIN=1     prints EXPLAIN (ANALYZE, BUFFERS) of each plain query
//   BENCH_SERVER_ENTRY  a private server build

import {
  createPayees,
  expensePeople,
  fmt,
  loadAverage,
  machineLine,
  median,
  percentile,
  seedMix,
  seedRequests,
  startExpenseBench,
  timed,
} from './expense-setup.mjs';
import { json } from './org-api.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const LIMIT = Number(process.env.BENCH_LIMIT ?? 20);
const TARGET_MS = 50;
const WARM = 3;
const TIMED = Number(process.env.BENCH_RUNS ?? 30);
const DAY = 24 * 60 * 60 * 1000;
/** How deep the far page is: the cursor after this many requests, newest first. */
const FAR_ROWS = Math.min(50_000, Math.floor(REQUESTS / 2));

const dayBefore = (days) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/**
 * The page as plain SQL: the filters, newest first, one more than a page; after a position when `after` is
 * given. `order` is the server's and the list indexes' (`desc nulls last`, as the migration made them), or
 * plain `desc` (nulls first, PostgreSQL's default for descending), which no list index holds.
 */
function plainPage(client, orgId, filters, { createdBy, after, order = 'desc nulls last' } = {}) {
  const params = [orgId];
  const where = ['org_id = $1'];
  const add = (clause, ...values) => {
    let text = clause;
    for (const value of values) {
      params.push(value);
      text = text.replace('?', `$${params.length}`);
    }
    where.push(text);
  };
  if (filters.approval) add('approval_state = ?', filters.approval);
  if (filters.status) add('status = ?', filters.status);
  if (filters.createdFrom) add(`created_at >= (?::date)::timestamp at time zone 'UTC'`, filters.createdFrom);
  if (filters.createdTo) add(`created_at < (?::date + 1)::timestamp at time zone 'UTC'`, filters.createdTo);
  if (createdBy) add('created_by = ?', createdBy);
  if (after) add('(created_at, id) < (?::timestamptz, ?::uuid)', after.at, after.id);
  const text = `select * from expense_requests where ${where.join(' and ')}
    order by created_at ${order}, id ${order} limit ${LIMIT + 1}`;
  return { text, params, run: () => client.query(text, params) };
}

/** The list's cursor after the request at `offset` (0-based) newest first: base64url of 'created_at|id'. */
async function cursorAt(client, orgId, offset) {
  const { rows } = await client.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
     from expense_requests where org_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [orgId, offset],
  );
  const { at, id } = rows[0];
  return { at, id, cursor: Buffer.from(`${at}|${id}`).toString('base64url') };
}

async function measure(work) {
  for (let i = 0; i < WARM; i++) await work();
  const ms = [];
  for (let i = 0; i < TIMED; i++) ms.push(await timed(work));
  return { p50: median(ms), p95: percentile(ms, 0.95) };
}

/** Throws when a listed request does not match the filters or is not the caller's own when it must be. */
function checkPage(name, requests, filters, createdBy) {
  for (const r of requests) {
    const day = r.created_at.slice(0, 10);
    const wrong =
      (filters.approval && r.approval_state !== filters.approval) ||
      (filters.status && r.request_status !== filters.status) ||
      (filters.createdFrom && day < filters.createdFrom) ||
      (filters.createdTo && day > filters.createdTo) ||
      (createdBy && r.created_by.id !== createdBy);
    if (wrong) throw new Error(`${name}: request ${r.id} does not match the filters`);
  }
  for (let i = 1; i < requests.length; i++) {
    if (requests[i - 1].created_at < requests[i].created_at) throw new Error(`${name}: not newest first`);
  }
}

async function main() {
  const bench = await startExpenseBench('atrium_bench_expense_list');
  const print = (line) => process.stdout.write(`${line}\n`);
  try {
    print(await machineLine(bench.client));
    const payees = await createPayees(bench);
    const people = await expensePeople(bench, { approvers: 1, submitters: 8 });
    const [approver] = people.approvers;
    const creators = [bench.admin, people.self, ...people.submitters];
    const seedMs = await seedRequests(bench, { count: REQUESTS, creators, payees });
    print(
      `${fmt(REQUESTS)} requests of 5 items over a year, ${creators.length} creators in turn, seeded in ${fmt(seedMs)} ms`,
    );
    print(`  ${await seedMix(bench)}`);

    const lastMonth = { createdFrom: dayBefore(30), createdTo: dayBefore(0) };
    const monthAgo6 = { createdFrom: dayBefore(210), createdTo: dayBefore(180) };
    const cases = [
      ['no filter', approver, {}],
      ['approval pending', approver, { approval: 'pending' }],
      ['status submitted', approver, { status: 'submitted' }],
      ['created in the last 30 days', approver, lastMonth],
      ['created in one month, 6 months ago', approver, monthAgo6],
      [
        'approved + disbursed + one month 6 months ago',
        approver,
        { approval: 'approved', status: 'disbursed', ...monthAgo6 },
      ],
      [
        'rejected + submitted + one week 9 months ago',
        approver,
        { approval: 'rejected', status: 'submitted', createdFrom: dayBefore(277), createdTo: dayBefore(270) },
      ],
      ['own requests, no filter (view_self user)', people.self, {}, people.self.id],
      [
        'own requests, approval pending (view_self user)',
        people.self,
        { approval: 'pending' },
        people.self.id,
      ],
    ];

    print(`First page (limit ${LIMIT}), ${TIMED} sequential requests after ${WARM}, ms:`);
    print(
      '  case | listed | ours p50 / p95 | plain SQL p50 / p95 | ours ÷ plain | p50 ÷ target 50 ms | ' +
        'plain SQL ordered plain desc (nulls first: no index in that order) p50 / p95',
    );
    const explain = async (plain) => {
      if (!process.env.BENCH_EXPLAIN) return;
      const plan = await bench.client.query(`explain (analyze, buffers) ${plain.text}`, plain.params);
      for (const line of plan.rows) print(`      ${line['QUERY PLAN']}`);
    };
    const runCase = async (name, who, filters, { createdBy, after } = {}) => {
      const query = { ...filters, limit: String(LIMIT), ...(after ? { after: after.cursor } : {}) };
      const url = `/api/expense/requests?${new URLSearchParams(query)}`;
      const first = await json(await bench.get(url, who.cookie), name);
      checkPage(name, first.requests, filters, createdBy);
      const ours = await measure(async () => json(await bench.get(url, who.cookie), name));
      const plain = plainPage(bench.client, bench.orgId, filters, { createdBy, after });
      const { rows } = await plain.run();
      const limit = await measure(plain.run);
      const unindexed = plainPage(bench.client, bench.orgId, filters, { createdBy, after, order: 'desc' });
      const { rows: unindexedRows } = await unindexed.run();
      const sorted = await measure(unindexed.run);
      if (Math.min(rows.length, LIMIT) !== first.requests.length)
        throw new Error(`${name}: ${first.requests.length} requests listed, plain SQL finds ${rows.length}`);
      if (rows[0] && (rows[0].id !== first.requests[0].id || unindexedRows[0].id !== rows[0].id))
        throw new Error(`${name}: the first request differs from plain SQL's`);
      const ratio = ours.p50 / TARGET_MS;
      print(
        `  ${name} | ${first.requests.length}${first.next ? '+' : ''} | ${fmt(ours.p50, 1)} / ${fmt(ours.p95, 1)} | ` +
          `${fmt(limit.p50, 1)} / ${fmt(limit.p95, 1)} | ${(ours.p50 / limit.p50).toFixed(1)}× | ` +
          `${ratio.toFixed(2)} (${ratio <= 1 ? 'met' : 'missed'}) | ${fmt(sorted.p50, 1)} / ${fmt(sorted.p95, 1)}`,
      );
      await explain(plain);
      if (process.env.BENCH_EXPLAIN) {
        print('      (ordered plain desc:)');
        await explain(unindexed);
      }
      return first;
    };

    const page1 = await runCase('no filter', approver, {});
    // The cursor is built here from the request at the wanted depth (its format is the server's: checked
    // against the first page's `next`), so that reaching the far page costs no walk through the list.
    const second = await cursorAt(bench.client, bench.orgId, LIMIT - 1);
    if (second.cursor !== page1.next) throw new Error(`the list's cursor is not '${second.cursor}'`);
    for (const [name, who, filters, createdBy] of cases.slice(1))
      await runCase(name, who, filters, { createdBy });
    const far = await cursorAt(bench.client, bench.orgId, FAR_ROWS - 1);
    const farPage = await runCase(
      `no filter, the page after ${fmt(FAR_ROWS)} requests (cursor)`,
      approver,
      {},
      {
        after: far,
      },
    );
    const farRank = await bench.client.query(
      `select count(*)::int as newer from expense_requests e, expense_requests f
       where f.id = $1 and (e.created_at, e.id) > (f.created_at, f.id)`,
      [farPage.requests[0].id],
    );
    if (farRank.rows[0].newer !== FAR_ROWS)
      throw new Error(`far page starts after ${farRank.rows[0].newer} requests, not ${FAR_ROWS}`);

    // The floor of any request: a signed-in GET that checks the session and reads the user (GET /api/me).
    const me = await measure(async () => json(await bench.get('/api/me', approver.cookie), 'me'));
    print(`  any signed-in request (GET /api/me) | | ${fmt(me.p50, 1)} / ${fmt(me.p95, 1)} | | |`);
    print(`Server peak memory ${fmt(bench.server.peakRssMiB())} MiB; load at the end ${loadAverage()}`);
  } finally {
    await bench.close();
  }
}

await main();
