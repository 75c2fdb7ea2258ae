import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcessGroup } from '../../harness/shared/process-group';

// Spawns the real binary (cli/bin.mjs → dist/node/cli.js; `npm test` builds first), without a
// TTY, with NO_COLOR unset so the tests also prove that colour stays off without a terminal.
export const BIN = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: readonly string[],
  options: {
    cwd?: string;
    env?: Record<string, string>;
    /**
     * Kills the command (its whole process group: a browser or server it started too) after
     * this long and resolves with what it printed, so a slow run fails with its own output
     * instead of the test's timeout, and nothing it started outlives the test.
     */
    timeoutMs?: number;
  } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const { NO_COLOR: _noColor, FORCE_COLOR: _force, ...env } = process.env;
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: { ...env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.timeoutMs !== undefined,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stderr += `\n[runCli] stytch-widget ${args.join(' ')} was still running after ${options.timeoutMs} ms; killed`;
            // SIGTERM first: puppeteer closes the browser it launched (its own process group),
            // and the run ends and prints its report; SIGKILL if it does not.
            void stopProcessGroup(child.pid);
          }, options.timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `stytch-widget init --yes --public-token TOKEN --dir <dir>` with more flags. */
export function initYes(dir: string, flags: readonly string[] = []): Promise<CliRun> {
  return runCli(['init', '--yes', '--public-token', TOKEN, '--dir', dir, ...flags]);
}

export function tempDir(prefix = 'stytch-widget-cli-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export const TOKEN = 'public-token-test-3f1e9c2a-cli';
