// Benchmark: 50 approvers at once, each approving the items of its own transfer requests one by one
// (POST /api/expense/requests/:id/items/:itemId/decision), each change naming the version the previous answer
// gave, among 100,000 requests of 5 items on PostgreSQL: approvals per second, latency and errors. Every
// approver is a user of its own (view_all + approve_all) with its own session and keep-alive connection.
// Usage: npm run build && node bench/src/expense-approvals.mjs
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the database
//                       atrium_bench_expense_approvals is made afresh on it and dropped after
//   BENCH_REQUESTS      requests seeded (default 100000), 5 items each; a little over a third are pending
//   BENCH_CLIENTS       concurrent approvers (default 50)
//   BENCH_SECONDS       measured time (default 10), after BENCH_WARM_SECONDS (default 2) not counted
//   BENCH_SERVER_ENTRY  a private server build

import http from 'node:http';
import pg from 'pg';
import {
  createPayees,
  expensePeople,
  fmt,
  loadAverage,
  machineLine,
  percentile,
  seedRequests,
  startExpenseBench,
} from './expense-setup.mjs';
import { backendCpuSeconds, cpuSecondsOf } from './process-cpu.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const TARGET_PER_SECOND = 1000;

/**
 * Samples what the database's backends are doing every 20 ms until `stop()`: active on CPU, waiting (and on
 * what), or idle in a transaction (waiting for the server's next statement). Answers the shares of samples.
 */
function sampleBackends(client) {
  const counts = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `select case when state = 'active' and wait_event is null then 'active (CPU)'
                     when state = 'active' then 'waiting: ' || wait_event_type || '/' || wait_event
                     else state end as what, count(*)::int as n
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
           and backend_type = 'client backend' group by 1`,
      );
      samples++;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([what, n]) => `${what} ${(n / samples).toFixed(1)}`)
      .join(', ');
  };
}

/** One POST of JSON on a keep-alive connection; answers the status and the parsed body. */
function postJson(agent, url, path, cookie, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = { raw: text };
          }
          resolve({ status: response.statusCode, body: parsed });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Pending requests (status submitted, every item pending), newest first, with their version and items. */
async function pendingRequests(client) {
  const { rows } = await client.query(
    `select r.id, r.version, array_agg(i.id order by i.position) as items
     from expense_requests r join expense_request_items i on i.request_id = r.id
     where r.approval_state = 'pending' and r.status = 'submitted'
     group by r.id, r.version, r.created_at order by r.created_at desc, r.id desc`,
  );
  return rows;
}

/**
 * The database's ceiling for the same work: `clients` connections straight to PostgreSQL, each approving
 * items of its own requests (taken from the end of its queue, away from the HTTP run's) in one transaction as
 * the server does (lock the request, decide the item, derive the amounts and state again, bump the version,
 * one history line) with the live event's NOTIFY inside, after the commit (`notify: 'after'`) or none, for
 * `seconds`. No reads the server adds
 * (session, rights, the answer's detail). Answers approvals per second.
 */
async function plainCeiling(bench, queues, actors, { notify, oneStatement = false, seconds }) {
  const pool = new pg.Pool({ connectionString: bench.databaseUrl, max: queues.length });
  let done = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    queues.map(async (queue, q) => {
      const client = await pool.connect();
      try {
        while (performance.now() < end) {
          const request = queue.pop();
          if (!request) throw new Error('a plain client ran out of pending requests');
          for (const itemId of request.items) {
            if (performance.now() >= end) break;
            if (oneStatement) {
              // The same writes in one statement: the request's row is locked by its update, its amounts
              // moved by the item's (the item was pending), the state derived from the new amounts.
              await client.query(
                `with i as (
                   update expense_request_items set decision = 'approved', decided_by = $3, decided_at = now()
                   where id = $2 and request_id = $1 and decision = 'pending' returning amount),
                 r as (
                   update expense_requests r set approved_amount = r.approved_amount + i.amount,
                     pending_amount = r.pending_amount - i.amount,
                     approval_state = case when r.approved_amount + i.amount = r.total_amount then 'approved'
                       else 'partially approved' end,
                     version = r.version + 1, updated_at = now()
                   from i where r.id = $1 returning r.id, r.version),
                 h as (
                   insert into expense_request_history (org_id, request_id, actor_id, actor_name, action, item_id,
                     from_value, to_value)
                   select $4, r.id, $3, $5, 'item-decision', $2, 'pending', 'approved' from r)
                 select r.version, pg_notify('bench_expense', r.id::text) from r`,
                [request.id, itemId, actors[q].id, bench.orgId, actors[q].name],
              );
              done++;
              continue;
            }
            await client.query('begin');
            await client.query('select id from expense_requests where id = $1 for update', [request.id]);
            await client.query(
              `update expense_request_items set decision = 'approved', decided_by = $2, decided_at = now()
               where id = $1`,
              [itemId, actors[q].id],
            );
            await client.query(
              `update expense_requests r set approved_amount = a.approved, pending_amount = a.total - a.approved - a.rejected,
                 approval_state = case when a.approved = a.total then 'approved' when a.rejected = a.total then 'rejected'
                   when a.approved > 0 or a.rejected > 0 then 'partially approved' else 'pending' end,
                 version = r.version + 1, updated_at = now()
               from (select sum(amount) as total,
                       coalesce(sum(amount) filter (where decision = 'approved'), 0) as approved,
                       coalesce(sum(amount) filter (where decision = 'rejected'), 0) as rejected
                     from expense_request_items where request_id = $1) a
               where r.id = $1`,
              [request.id],
            );
            await client.query(
              `insert into expense_request_history (org_id, request_id, actor_id, actor_name, action, item_id, from_value, to_value)
               values ($1, $2, $3, $4, 'item-decision', $5, 'pending', 'approved')`,
              [bench.orgId, request.id, actors[q].id, actors[q].name, itemId],
            );
            const event = () =>
              client.query(`select pg_notify('bench_expense', $1)`, [
                JSON.stringify({ requestId: request.id }),
              ]);
            if (notify === true) await event();
            await client.query('commit');
            if (notify === 'after') await event();
            done++;
          }
        }
      } finally {
        client.release();
      }
    }),
  );
  await pool.end();
  return done / seconds;
}

async function main() {
  const bench = await startExpenseBench('atrium_bench_expense_approvals');
  const print = (line) => process.stdout.write(`${line}\n`);
  try {
    print(await machineLine(bench.client));
    const payees = await createPayees(bench);
    const people = await expensePeople(bench, { approvers: CLIENTS, submitters: 8 });
    const creators = [bench.admin, people.self, ...people.submitters];
    const seedMs = await seedRequests(bench, { count: REQUESTS, creators, payees });
    const pending = await pendingRequests(bench.client);
    print(
      `${fmt(REQUESTS)} requests of 5 items seeded in ${fmt(seedMs)} ms; ${fmt(pending.length)} pending, ` +
        `dealt to ${CLIENTS} approvers in turn (each its own session and connection)`,
    );

    // Each approver's own requests: the newest pending ones, dealt in turn, so no two approvers ever change
    // the same request.
    const queues = people.approvers.map(() => []);
    pending.forEach((request, i) => {
      queues[i % CLIENTS].push(request);
    });

    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const url = bench.server.url;
    const started = performance.now();
    const warmEnd = started + WARM_SECONDS * 1000;
    const end = warmEnd + SECONDS * 1000;
    const latencies = [];
    const errors = [];
    let approved = 0;
    let approvedInWindow = 0;
    let serverCpuAtWarmEnd = 0;
    let clientCpuAtWarmEnd = null;
    let backendCpuAtWarmEnd = 0;
    const database = new URL(bench.databaseUrl).pathname.slice(1);
    const sampler = new pg.Client({ connectionString: bench.databaseUrl });
    await sampler.connect();
    let stopSampling = async () => '';
    setTimeout(() => {
      serverCpuAtWarmEnd = cpuSecondsOf(bench.server.pid);
      clientCpuAtWarmEnd = process.cpuUsage();
      backendCpuAtWarmEnd = backendCpuSeconds(database);
      stopSampling = sampleBackends(sampler);
    }, WARM_SECONDS * 1000);
    const pgCpuBefore = await bench.client.query(
      `select xact_commit + xact_rollback as xacts from pg_stat_database where datname = current_database()`,
    );

    async function approver(who, queue) {
      for (const request of queue) {
        let version = request.version;
        for (const itemId of request.items) {
          if (performance.now() >= end) return;
          const at = performance.now();
          const answer = await postJson(
            agent,
            url,
            `/api/expense/requests/${request.id}/items/${itemId}/decision`,
            who.cookie,
            { version, decision: 'approved' },
          );
          const done = performance.now();
          if (answer.status !== 200) {
            errors.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
            break;
          }
          version = answer.body.request.version;
          approved++;
          if (at >= warmEnd && done <= end) {
            approvedInWindow++;
            latencies.push(done - at);
          }
        }
      }
      throw new Error(`approver ${who.name} ran out of pending requests`);
    }

    await Promise.all(people.approvers.map((who, i) => approver(who, queues[i])));
    const serverCpu = cpuSecondsOf(bench.server.pid) - serverCpuAtWarmEnd;
    const clientCpu = process.cpuUsage(clientCpuAtWarmEnd);
    const backendCpu = backendCpuSeconds(database) - backendCpuAtWarmEnd;
    const backends = await stopSampling();
    await sampler.end();
    const pgAfter = await bench.client.query(
      `select xact_commit + xact_rollback as xacts from pg_stat_database where datname = current_database()`,
    );
    agent.destroy();

    // What the database holds afterwards: every answered approval is an approved item with its history line,
    // and every request's stored amounts and state still match its items.
    const approvers = people.approvers.map((a) => a.id);
    const { rows: stored } = await bench.client.query(
      `select
         (select count(*)::int from expense_request_items where decided_by = any($1::uuid[])) as items,
         (select count(*)::int from expense_request_history
            where action = 'item-decision' and actor_id = any($1::uuid[])) as history,
         (select count(*)::int from expense_requests r
            join (select request_id, sum(amount) as total,
                    coalesce(sum(amount) filter (where decision = 'approved'), 0) as approved,
                    coalesce(sum(amount) filter (where decision = 'rejected'), 0) as rejected
                  from expense_request_items group by request_id) a on a.request_id = r.id
            where r.id in (select request_id from expense_request_history where actor_id = any($1::uuid[]))
              and (r.total_amount <> a.total or r.approved_amount <> a.approved
                or r.rejected_amount <> a.rejected or r.pending_amount <> a.total - a.approved - a.rejected
                or r.approval_state <> case when a.approved = a.total then 'approved'
                  when a.rejected = a.total then 'rejected'
                  when a.approved > 0 or a.rejected > 0 then 'partially approved' else 'pending' end))
           as mismatched`,
      [approvers],
    );

    const perSecond = approvedInWindow / SECONDS;
    const ratio = perSecond / TARGET_PER_SECOND;
    print(`${CLIENTS} approvers, ${SECONDS} s measured after ${WARM_SECONDS} s of warm-up:`);
    print(
      `  approvals ${fmt(approvedInWindow)} in the window, ${fmt(perSecond)} /s; ÷ target 1,000 /s ${ratio.toFixed(2)} ` +
        `(${ratio >= 1 && errors.length === 0 ? 'met' : 'missed'})`,
    );
    print(
      `  latency p50 ${fmt(percentile(latencies, 0.5), 1)} ms, p95 ${fmt(percentile(latencies, 0.95), 1)} ms, ` +
        `p99 ${fmt(percentile(latencies, 0.99), 1)} ms, max ${fmt(Math.max(...latencies), 1)} ms`,
    );
    print(`  errors ${errors.length}${errors.length ? `: ${errors.slice(0, 3).join(' | ')}` : ''}`);
    print(
      `  CPU in the window: server ${fmt(serverCpu / SECONDS, 2)} cores, this script ` +
        `${fmt((clientCpu.user + clientCpu.system) / 1e6 / SECONDS, 2)} cores, PostgreSQL backends ` +
        `${fmt(backendCpu / SECONDS, 2)} cores (of 2)`,
    );
    print(
      `  CPU per approval in the window: server ${fmt((serverCpu * 1000) / approvedInWindow, 1)} ms, ` +
        `PostgreSQL backends ${fmt((backendCpu * 1000) / approvedInWindow, 1)} ms`,
    );
    print(`  the server's database connections, on average: ${backends}`);
    print(
      `  database transactions ${fmt(Number(pgAfter.rows[0].xacts) - Number(pgCpuBefore.rows[0].xacts))} for ` +
        `${fmt(approved)} approvals (warm-up included)`,
    );
    print(
      `  stored: ${fmt(stored[0].items)} items approved by the approvers, ${fmt(stored[0].history)} history lines, ` +
        `answered ${fmt(approved)}; requests whose amounts or state mismatch their items: ${stored[0].mismatched}`,
    );
    if (stored[0].items !== approved || stored[0].history !== approved || stored[0].mismatched !== 0)
      throw new Error('the stored approvals do not match the answered ones');
    // The database's own ceiling for the same writes, with and without the NOTIFY of the live event.
    const plainSeconds = Math.min(SECONDS, 5);
    const variants = [
      ['the change in one transaction of 7 statements, with NOTIFY', { notify: true }],
      ['the same without NOTIFY', { notify: false }],
      ['the same, NOTIFY after the commit in its own statement', { notify: 'after' }],
      ['the same writes and NOTIFY in one statement', { notify: true, oneStatement: true }],
    ];
    for (const [name, options] of variants) {
      const rate = await plainCeiling(bench, queues, people.approvers, { ...options, seconds: plainSeconds });
      print(`  plain SQL, ${CLIENTS} connections, ${name}: ${fmt(rate)} approvals/s (${plainSeconds} s)`);
    }
    print(`Server peak memory ${fmt(bench.server.peakRssMiB())} MiB; load at the end ${loadAverage()}`);
  } finally {
    await bench.close();
  }
}

await main();
