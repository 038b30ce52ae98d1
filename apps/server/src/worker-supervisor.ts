import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openMigratedDatabase } from './server-start.ts';
import { startBanner } from './start-banner.ts';

/** A worker that dies sooner than this after it started is not replaced again at once (a crash loop). */
const RESPAWN_PAUSE_MS = 1_000;

/**
 * WORKERS=N: this process migrates the database once, forks N server processes that share the port (each as
 * stateless as a lone one), replaces any that dies, and on SIGTERM or SIGINT stops them all and exits 0 once
 * every one has stopped cleanly.
 */
export async function superviseWorkers(config: Config): Promise<void> {
  const { database, firstStart } = await openMigratedDatabase(config);
  await database.close();

  let stopping = false;
  let listening = 0;
  const log = (message: string) =>
    process.stdout.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message })}\n`,
    );
  const fork = () => cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.workers) process.stdout.write(startBanner(config, database.kind, firstStart));
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    log(`server process ${worker.process.pid} ended (${signal ?? `status ${code}`}); starting another`);
    setTimeout(fork, RESPAWN_PAUSE_MS);
  });
  for (let i = 0; i < config.workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`stopping ${Object.keys(cluster.workers ?? {}).length} server processes (${signal})`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker =>
      Boolean(worker),
    );
    const ended = workers.map((worker) =>
      worker.isDead()
        ? worker.process.exitCode === 0
        : new Promise<boolean>((resolve) => worker.once('exit', (code) => resolve(code === 0))),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    Promise.all(ended).then((clean) => {
      log('stopped');
      process.exit(clean.every(Boolean) ? 0 : 1);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
