// CPU time of processes, from /proc (Linux): figures per request that hold when other work shares the machine,
// where requests per second do not.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used. */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of a process and every process under it (a clustered server's workers are its children). */
export function cpuSecondsOfTree(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const parent = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop();
    try {
      total += cpuSecondsOf(next);
    } catch {
      continue;
    }
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

/** CPU seconds of the PostgreSQL backends serving `database` (their process titles name it). */
export function backendCpuSeconds(database) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) total += cpuSecondsOf(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
