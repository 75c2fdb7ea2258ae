import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/listening';
import { BIN, runCli, TOKEN, tempDir } from './run-cli';

// `smoke --start` stops the app it started, group and all, when the run fails and when it is
// interrupted: the app here writes its own pid and its background child's to a file.

/** Whether a process still runs (a zombie, exited and not yet reaped, does not). */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    const state = readFileSync(stat, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

async function appDir(): Promise<{ dir: string; command: string; url: string; pids: string }> {
  const dir = await tempDir('stytch-widget-smoke-start-');
  await writeFile(
    join(dir, 'app.json'),
    JSON.stringify({ publicToken: TOKEN, products: ['otp'], otpOptions: { methods: ['email'] } }),
  );
  const port = await freePort();
  const pids = join(dir, 'pids');
  const server = `require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1', () => require('fs').appendFileSync('${pids}', process.pid + '\\n'))`;
  // A background process of the shell's own, as `npm start` scripts have.
  const command = `sleep 300 & echo $! >> ${pids}; "${process.execPath}" -e "${server}"`;
  return { dir, command, url: `http://127.0.0.1:${port}/`, pids };
}

const pidsOf = async (file: string) =>
  (await readFile(file, 'utf8')).trim().split('\n').map(Number);

describe('stytch-widget smoke --start', () => {
  it('a run that fails after the app started (no browser answers) stops the whole group', async () => {
    const app = await appDir();
    const run = await runCli(
      [
        'smoke',
        '--config',
        'app.json',
        '--start',
        app.command,
        '--url',
        app.url,
        '--browser-url',
        `http://127.0.0.1:${await freePort()}`,
      ],
      { cwd: app.dir, timeoutMs: 60_000 },
    );
    expect(run.code).toBe(2);
    const pids = await pidsOf(app.pids);
    expect(pids).toHaveLength(2);
    expect(pids.map(running)).toEqual([false, false]);
  });

  it('Ctrl-C (SIGINT) during the run stops the whole group and exits 130', async () => {
    const app = await appDir();
    // A "browser" that accepts the connection and never answers: the run waits there.
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const browserUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const child = spawn(
      process.execPath,
      [
        BIN,
        'smoke',
        '--config',
        'app.json',
        '--start',
        app.command,
        '--url',
        app.url,
        '--browser-url',
        browserUrl,
      ],
      { cwd: app.dir, stdio: 'ignore' },
    );
    try {
      // Up once the app and its background child have both written their pids.
      const deadline = Date.now() + 30_000;
      while (!existsSync(app.pids) || (await pidsOf(app.pids)).length < 2) {
        if (Date.now() > deadline) throw new Error('the app did not start');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const pids = await pidsOf(app.pids);
      expect(pids.map(running)).toEqual([true, true]);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(pids.map(running)).toEqual([false, false]);
    } finally {
      child.kill('SIGKILL');
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
