import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { stopProcessGroup } from './process-group';

/** Running, and not a zombie (a container's init may never reap an orphan). */
const running = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return false;
  }
};

it.runIf(process.platform === 'linux')(
  'stops a detached process and what it started (SIGKILL for one that ignores SIGTERM), and returns only once none runs',
  async () => {
    // The grandchild prints its pid once it ignores SIGTERM, as a browser helper may linger.
    const grandchild = `process.on('SIGTERM', () => {}); console.log(process.pid); setInterval(() => {}, 1000);`;
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`,
      ],
      { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const pid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    expect(running(pid)).toBe(true);
    const started = Date.now();
    await stopProcessGroup(parent.pid, 300);
    expect(running(pid)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  },
);
