// Benchmark: the embedded database's start, for one or more server builds taken in turn (so that a machine
// whose speed drifts treats them alike): a first start on an empty data folder, a start on the folder it left,
// and the resident memory 3 s later.
// Usage: node bench/src/startup-compare.mjs apps/server/dist/main.js [apps/server/dist-before/main.js ...]
//   BENCH_RUNS  rounds over the builds (default 3)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstAndSecondStart } from './server-process.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const builds = process.argv.slice(2).map((entry) => path.resolve(entry));
if (builds.length === 0) builds.push(path.resolve('apps/server/dist/main.js'));

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${RUNS} rounds`,
);
for (let round = 1; round <= RUNS; round++) {
  for (const entry of builds) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-start-'));
    const { firstStartMs, server, idleMiB } = await firstAndSecondStart({ dataDir, entry });
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(
      `${path.relative(process.cwd(), entry)}: first start ${firstStartMs.toFixed(0)} ms, ` +
        `on existing ${server.startupMs.toFixed(0)} ms, idle ${idleMiB.toFixed(0)} MiB, ` +
        `load ${os.loadavg()[0].toFixed(2)}`,
    );
  }
}
