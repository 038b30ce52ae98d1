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

/** The page as plain SQL: the filters, newest first in the order of the list indexes, one more than a page. */
function plainPage(client, orgId, filters, createdBy) {
  const params = [orgId];
  const where = ['org_id = $1'];
  const add = (clause, value) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (filters.approval) add('approval_state = ?', filters.approval);
  if (filters.status) add('status = ?', filters.status);
  if (filters.createdFrom) add(`created_at >= (?::date)::timestamp at time zone 'UTC'`, filters.createdFrom);
  if (filters.createdTo) add(`created_at < (?::date + 1)::timestamp at time zone 'UTC'`, filters.createdTo);
  if (createdBy) add('created_by = ?', createdBy);
  const text = `select * from expense_requests where ${where.join(' and ')}
    order by created_at desc, id desc limit ${LIMIT + 1}`;
  return { text, params, run: () => client.query(text, params) };
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
    print('  case | listed | ours p50 / p95 | plain SQL p50 / p95 | ours ÷ plain | p50 ÷ target 50 ms');
    const row = (name, listed, ours, limit) => {
      const ratio = ours.p50 / TARGET_MS;
      print(
        `  ${name} | ${listed} | ${fmt(ours.p50, 1)} / ${fmt(ours.p95, 1)} | ` +
          (limit
            ? `${fmt(limit.p50, 1)} / ${fmt(limit.p95, 1)} | ${(ours.p50 / limit.p50).toFixed(1)}× | `
            : ' | | ') +
          `${ratio.toFixed(2)} (${ratio <= 1 ? 'met' : 'missed'})`,
      );
    };
    for (const [name, who, filters, createdBy] of cases) {
      const url = `/api/expense/requests?${new URLSearchParams({ ...filters, limit: String(LIMIT) })}`;
      const first = await json(await bench.get(url, who.cookie), name);
      checkPage(name, first.requests, filters, createdBy);
      const ours = await measure(async () => json(await bench.get(url, who.cookie), name));
      const plain = plainPage(bench.client, bench.orgId, filters, createdBy);
      const { rows } = await plain.run();
      const limit = await measure(plain.run);
      if (Math.min(rows.length, LIMIT) !== first.requests.length)
        throw new Error(`${name}: ${first.requests.length} requests listed, plain SQL finds ${rows.length}`);
      if (rows[0] && rows[0].id !== first.requests[0].id)
        throw new Error(`${name}: the first request differs from plain SQL's`);
      row(name, `${first.requests.length}${first.next ? '+' : ''}`, ours, limit);
      if (process.env.BENCH_EXPLAIN) {
        const plan = await bench.client.query(`explain (analyze, buffers) ${plain.text}`, plain.params);
        for (const line of plan.rows) print(`      ${line['QUERY PLAN']}`);
      }
    }

    // A page far down the list: follow `next` with pages of 100 until FAR_ROWS requests are behind.
    let after = null;
    const walkMs = await timed(async () => {
      for (let seen = 0; seen < FAR_ROWS; seen += 100) {
        const query = new URLSearchParams({ limit: '100', ...(after ? { after } : {}) });
        const page = await json(await bench.get(`/api/expense/requests?${query}`, approver.cookie), 'walk');
        if (!page.next) throw new Error(`the list ended after ${seen + page.requests.length} requests`);
        after = page.next;
      }
    });
    const farUrl = `/api/expense/requests?${new URLSearchParams({ limit: String(LIMIT), after })}`;
    const far = await json(await bench.get(farUrl, approver.cookie), 'far page');
    const farRank = await bench.client.query(
      `select count(*)::int as newer from expense_requests e, expense_requests f
       where f.id = $1 and (e.created_at, e.id) > (f.created_at, f.id)`,
      [far.requests[0].id],
    );
    if (farRank.rows[0].newer !== FAR_ROWS)
      throw new Error(`far page starts after ${farRank.rows[0].newer} requests, not ${FAR_ROWS}`);
    const farOurs = await measure(async () => json(await bench.get(farUrl, approver.cookie), 'far page'));
    row(
      `no filter, the page after ${fmt(FAR_ROWS)} requests (cursor)`,
      `${far.requests.length}${far.next ? '+' : ''}`,
      farOurs,
    );
    print(
      `  (walking there in pages of 100 took ${fmt(walkMs)} ms, ${fmt(walkMs / (FAR_ROWS / 100), 1)} ms a page)`,
    );

    // The floor of any request: a signed-in GET that checks the session and reads the user (GET /api/me).
    const me = await measure(async () => json(await bench.get('/api/me', approver.cookie), 'me'));
    print(`  any signed-in request (GET /api/me) | | ${fmt(me.p50, 1)} / ${fmt(me.p95, 1)} | | |`);
    print(`Server peak memory ${fmt(bench.server.peakRssMiB())} MiB; load at the end ${loadAverage()}`);
  } finally {
    await bench.close();
  }
}

await main();
