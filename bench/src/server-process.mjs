// Starts the built server as a child process on a fresh data folder and waits until it answers.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MASTER = { email: 'bench@atrium.local', password: 'bench-password-1' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startServer({ dataDir, databaseUrl, entry: entryFile } = {}) {
  // BENCH_PORT pins the port (several people benchmarking on one machine); a free one otherwise.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const started = performance.now();
  // `entry` or BENCH_SERVER_ENTRY runs a private build while another one is being rebuilt.
  const entry = entryFile ?? process.env.BENCH_SERVER_ENTRY ?? path.join(ROOT, 'apps/server/dist/main.js');
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node (say --cpu-prof --cpu-prof-dir=/tmp/prof);
  // BENCH_SERVER_STDOUT names a file for what it prints (say with --trace-gc), dropped otherwise.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const stdout = process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'w') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MASTER_ADMIN_EMAIL: MASTER.email,
      MASTER_ADMIN_PASSWORD: MASTER.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  // The child holds its own copy of the file's descriptor.
  if (typeof stdout === 'number') closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  const statusMiB = (name) => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  };
  return {
    url,
    startupMs,
    pid: child.pid,
    rssMiB: () => statusMiB('VmRSS'),
    /**
     * Samples the resident size every `everyMs` until `stop()`, which answers the first, largest and last
     * sample (MiB): the peak during one case, where VmHWM would keep the peak of everything before it.
     */
    sampleRss(everyMs = 100) {
      const samples = [statusMiB('VmRSS')];
      const timer = setInterval(() => samples.push(statusMiB('VmRSS')), everyMs);
      return {
        stop() {
          clearInterval(timer);
          samples.push(statusMiB('VmRSS'));
          const at = (share) => samples[Math.round(share * (samples.length - 1))];
          return {
            first: samples[0],
            peak: Math.max(...samples),
            last: samples.at(-1),
            count: samples.length,
            /** Resident size at each quarter of the sampled time: flat, or growing with the bytes? */
            quarters: [0.25, 0.5, 0.75].map(at),
          };
        },
      };
    },
    /** The largest resident size the server has had since it started. */
    peakRssMiB: () => statusMiB('VmHWM'),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A first start on an empty data folder, then a start on the folder it left, and that server's resident size
 * 3 s later. The second server is left running for the caller to measure and stop.
 */
export async function firstAndSecondStart({ dataDir, databaseUrl, entry } = {}) {
  const first = await startServer({ dataDir, databaseUrl, entry });
  await first.stop();
  const server = await startServer({ dataDir, databaseUrl, entry });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return { firstStartMs: first.startupMs, server, idleMiB: server.rssMiB() };
}
