import { readdirSync, readFileSync } from 'node:fs';

/**
 * Whether a process of the group still runs. On Linux, /proc tells a zombie (exited, never
 * reaped: it writes nothing more, and a container's init may never reap it) from a live one;
 * elsewhere a signal 0 to the group answers, zombies included.
 */
function groupRunning(pgid: number): boolean {
  if (process.platform === 'linux') {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // "pid (comm) state ppid pgrp …"; comm may hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') return true;
    }
    return false;
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the process group led by `pid` (a process started with `detached: true` and whatever
 * it started): SIGTERM, then SIGKILL after `graceMs`, resolving once none is left running. A
 * browser's helper processes outlive its main process by a moment, still writing into its
 * profile, so its profile folder can be removed only after this.
 */
export async function stopProcessGroup(pid: number | undefined, graceMs = 5_000): Promise<void> {
  if (pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  if (!groupRunning(pid)) return;
  signal('SIGTERM');
  const killAt = Date.now() + graceMs;
  while (groupRunning(pid)) {
    if (Date.now() > killAt) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
