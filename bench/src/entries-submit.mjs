// Benchmark: 50 concurrent clients submitting entries (POST /api/forms/:formId/entries) to a fresh form with
// the 20 fields of the entries benchmarks, in the organisation entries-generate.mjs made: entries per second,
// latency and errors.
// Usage: npm run build && node bench/src/entries-generate.mjs && node bench/src/entries-submit.mjs [pg] [pglite]
//   BENCH_SECONDS       how long the clients submit (default 10)
//   BENCH_CLIENTS       concurrent clients (default 50)
//   BENCH_SERVER_ENTRY  a private server build
//   BENCH_KEY_COLUMNS   1: the form's Region and Amount get key columns first (decision 0060)
import autocannon from 'autocannon';
import { FIELD, FIELDS } from './entries-form.mjs';
import { DATABASE_NAME, readState, serverOptions, targets } from './entries-state.mjs';
import { askForKeyColumns, json, signIn } from './org-api.mjs';
import { backendCpuSeconds, cpuSecondsOfTree } from './process-cpu.mjs';
import { startServer } from './server-process.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);

/** A complete, valid entry: every field filled as a person would. */
const entry = {
  data: {
    [FIELD.Name]: 'Maria Garcia',
    [FIELD.Amount]: 1234.5,
    [FIELD['Due date']]: '2025-03-14',
    [FIELD.Region]: 'North',
    [FIELD.Tags]: ['urgent', 'vip'],
    [FIELD.Approved]: true,
    [FIELD.Notes]: 'Customer asked for delivery next week',
    [FIELD.Email]: 'maria@bench.example',
    [FIELD.Quantity]: 12,
    [FIELD['Submitted at']]: '2025-03-14T09:30:00.000Z',
    [FIELD.Priority]: 'High',
    [FIELD.Active]: true,
    [FIELD.City]: 'Lisbon',
    [FIELD.Category]: 'Hardware',
    [FIELD.Score]: 88,
    [FIELD['Start date']]: '2025-01-01',
    [FIELD.Comments]: 'Follow up after the call',
    [FIELD.Reference]: 'REF-SUBMIT',
    [FIELD['Internal note']]: 'internal check',
    [FIELD.Phone]: '+351 912345678',
  },
};

/** PostgreSQL backends' CPU seconds (the embedded database runs inside the server process). */
const databaseCpu = (target) => (target === 'pg' ? backendCpuSeconds(DATABASE_NAME) : 0);

async function submit(target, { admin }) {
  const server = await startServer(serverOptions(target));
  try {
    const cookie = await signIn(server.url, admin);
    const headers = { cookie, 'content-type': 'application/json' };
    const form = await json(
      await fetch(`${server.url}/api/forms`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Bench submit ${Date.now()}`, fieldConfig: FIELDS }),
      }),
      'create form',
    );
    await askForKeyColumns(server.url, { cookie }, form.form.id, [
      { fieldId: FIELD.Region, operator: 'is', value: 'North' },
      { fieldId: FIELD.Amount, operator: '>=', value: 0 },
    ]);
    const path = `/api/forms/${form.form.id}/entries`;
    await json(
      await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(entry) }),
      'submit',
    );
    // CPU per entry holds when other work shares the machine; entries per second does not.
    const cpuBefore = { server: cpuSecondsOfTree(server.pid), database: databaseCpu(target) };
    const result = await autocannon({
      url: `${server.url}${path}`,
      method: 'POST',
      headers,
      body: JSON.stringify(entry),
      connections: CLIENTS,
      duration: SECONDS,
    });
    const entries = result['2xx'];
    const cpuMs = (seconds) => (seconds * 1000) / Math.max(entries, 1);
    const serverCpu = cpuMs(cpuSecondsOfTree(server.pid) - cpuBefore.server);
    const databaseCpuPerEntry = target === 'pg' ? cpuMs(databaseCpu(target) - cpuBefore.database) : null;
    const errors = result.non2xx + result.errors + result.timeouts;
    return {
      entries,
      errors,
      perSecond: entries / SECONDS,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rss: server.rssMiB(),
      serverCpu,
      databaseCpu: databaseCpuPerEntry,
    };
  } finally {
    await server.stop();
  }
}

console.log(
  `## Submitting entries (${CLIENTS} concurrent clients, ${SECONDS} s)${process.env.BENCH_KEY_COLUMNS === '1' ? ', to a form with key columns for Region and Amount' : ''}\n`,
);
console.log(
  '| database | entries | entries/s | errors | p50 ms | p99 ms | server RSS MiB | server CPU ms/entry | PostgreSQL CPU ms/entry |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const target of targets()) {
  const state = readState()[target];
  if (!state) {
    console.log(
      `| ${target} | not generated: run bench/src/entries-generate.mjs ${target} first | | | | | | | |`,
    );
    continue;
  }
  const r = await submit(target, state);
  console.log(
    `| ${target === 'pg' ? 'PostgreSQL server' : 'PGlite'} | ${r.entries} | ${r.perSecond.toFixed(0)} | ${r.errors} | ${r.p50} | ${r.p99} | ${r.rss.toFixed(0)} | ${r.serverCpu.toFixed(2)} | ${r.databaseCpu === null ? '-' : r.databaseCpu.toFixed(2)} |`,
  );
}
