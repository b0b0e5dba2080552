// CPU seconds a process (and, for PostgreSQL, its backends) used so far, from /proc (Linux): the
// benches divide requests by it to get requests per CPU-second, a per-core figure that holds
// better than wall-clock rates on a machine shared with other jobs.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux this runs on). */
const TICKS = 100;

/** user + system CPU seconds of one live process; 0 when it is gone. */
export function cpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // Fields after the command name (which may hold spaces), in parentheses: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

const pids = (): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** The PostgreSQL postmaster listening on `port` (its command line carries `-p <port>`). */
export function postmasterOf(port: number): number | undefined {
  return pids().find((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = argv.indexOf('-p');
      return at >= 0 && argv[at + 1] === String(port) && argv.some((a) => a.endsWith('postgres'));
    } catch {
      return false;
    }
  });
}

/** CPU seconds of a process and its live children (the postmaster and its backends). */
export function treeCpuSeconds(root: number): number {
  return pids().reduce((sum, pid) => (pid === root || parentOf(pid) === root ? sum + cpuSeconds(pid) : sum), 0);
}
