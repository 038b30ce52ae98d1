import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR/pglite.lock: the embedded database is one process's alone (PGlite has no server to share it), so the
 * process that opens it writes its id here and removes the file on close. A second process (a backup while the
 * server runs, a second server) is refused by name instead of corrupting the files. A lock left by a process
 * that is gone (a crash, a kill -9) is taken over.
 */
export function takePgliteLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  const holder = lockHolder(file);
  if (holder && holder.pid !== process.pid && isRunning(holder.pid))
    throw new Error(
      `The embedded database in ${dataDir} is in use by a running Atrium process (pid ${holder.pid}, ` +
        `${holder.command}, since ${holder.since}). Stop it first; if no such process runs, delete ${file}.`,
    );
  const mine = { pid: process.pid, command: commandName(), since: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(mine)}\n`);
  return () => {
    if (lockHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}

interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

function lockHolder(file: string): LockHolder | null {
  try {
    const held = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof held.pid === 'number'
      ? { pid: held.pid, command: held.command ?? 'unknown command', since: held.since ?? 'unknown time' }
      : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** 'the server' or 'npm run cli -- backup', for the refusal another process prints. */
function commandName(): string {
  const script = path.basename(process.argv[1] ?? '');
  return script.startsWith('cli') ? `the operator command ${process.argv[2] ?? ''}`.trim() : 'the server';
}
