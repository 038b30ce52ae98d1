import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MASTER_ADMIN } from './accounts.ts';

export interface ServerProcess {
  baseURL: string;
  child: ChildProcess;
  /** Everything the process wrote, so far. */
  output(): string;
  /** Resolves to the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Kills it if still running and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * A server process of its own, from the build the journeys use, on a fresh data folder: for journeys about the
 * process itself (stopping, several processes), which the shared journey server must not be put through.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-process-'));
  const entry =
    process.env.E2E_SERVER_ENTRY ?? path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      MASTER_ADMIN_EMAIL: MASTER_ADMIN.email,
      MASTER_ADMIN_PASSWORD: MASTER_ADMIN.password,
      MASTER_ADMIN_NAME: MASTER_ADMIN.name,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  child.stdout?.on('data', (chunk) => {
    written += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    written += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await dispose();
      throw new Error(`The server process did not start:\n${written}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseURL, child, output: () => written, exited, dispose };
}
