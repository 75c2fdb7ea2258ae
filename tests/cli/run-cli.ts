import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const { NO_COLOR: _noColor, FORCE_COLOR: _force, ...env } = process.env;
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? process.cwd(),
      env: { ...env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export function tempDir(prefix = 'stytch-widget-cli-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export const TOKEN = 'public-token-test-3f1e9c2a-cli';
