// CPU time of processes, from /proc (Linux): figures per request that hold when other work shares the machine,
// where requests per second do not.
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the process name: state, parent pid, ... (man 5 proc, from field 3). */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/** CPU seconds (user + system) a process has used. */
export function cpuSecondsOf(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of a process and every process under it (a clustered server's workers are its children). */
export function cpuSecondsOfTree(pid) {
  const children = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const parent = Number(statFields(name)[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(name));
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
