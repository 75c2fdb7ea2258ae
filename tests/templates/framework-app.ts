import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fromPackageRoot } from '../../harness/shared/package-root';
import type { CliRun } from '../cli/run-cli';
import { runCli, TOKEN } from '../cli/run-cli';
import { freePort, isListening } from '../support/listening';

// An app `stytch-widget init --framework …` wrote, built and served as its user would, inside
// the repository's git-ignored .tmp/ so that next, vite and react resolve from the repository's
// node_modules; `stytch-widget` itself is a symlink to this repository (its dist/ is the build
// under test).

export interface ScaffoldedApp {
  dir: string;
  configPath: string;
  /** The test API URL the config names (nothing listens there until a test starts one). */
  apiUrl: string;
  apiPort: number;
  appPort: number;
  /** `http://127.0.0.1:<appPort>/`. */
  appUrl: string;
  init: CliRun;
  remove(): Promise<void>;
}

/**
 * Runs `init --yes --framework <framework>` into a fresh folder with SMS passcodes and email
 * magic links whose redirect is the app's own /authenticate route (on the port it will serve).
 */
export async function scaffoldApp(
  framework: 'next' | 'vite',
  extraArgs: readonly string[] = [],
): Promise<ScaffoldedApp> {
  const root = fromPackageRoot('.tmp');
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(join(root, `${framework}-app-`));
  const [apiPort, appPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}/`;
  const init = await runCli([
    'init',
    '--yes',
    '--framework',
    framework,
    '--public-token',
    TOKEN,
    '--products',
    'otp,emailMagicLinks',
    '--otp-methods',
    'sms',
    '--login-redirect-url',
    `${appUrl}authenticate`,
    '--signup-redirect-url',
    `${appUrl}authenticate`,
    '--api-url',
    apiUrl,
    '--dir',
    dir,
    ...extraArgs,
  ]);
  if (init.code !== 0) throw new Error(`init failed (${init.code}): ${init.stderr}`);
  await mkdir(join(dir, 'node_modules'), { recursive: true });
  await symlink(fromPackageRoot(), join(dir, 'node_modules', 'stytch-widget'), 'dir');
  return {
    dir,
    configPath: join(dir, 'stytch-widget.config.json'),
    apiUrl,
    apiPort,
    appPort,
    appUrl,
    init,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The repository's copy of a package's command (node_modules/.bin resolves to the same file). */
export function binOf(pkg: string, path: string): string {
  return fromPackageRoot('node_modules', pkg, path);
}

// Vitest sets NODE_ENV=test, which would make vite build bundle React's development build;
// the apps are built and served as in production, with Next's telemetry off (no network).
const { NODE_ENV: _vitestNodeEnv, ...inherited } = process.env;
const ENV = { ...inherited, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };

/** Runs a command to its end; throws with its output unless it exits 0. Returns the time taken. */
export function runToEnd(file: string, args: readonly string[], cwd: string): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { cwd, env: ENV, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Date.now() - started)
        : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

export interface RunningServer {
  url: string;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts a server command (in its own process group, so its workers stop with it) and
 * resolves once `url` answers; rejects with its output if it exits first.
 */
export async function startServer(
  file: string,
  args: readonly string[],
  cwd: string,
  url: string,
  timeoutMs = 30_000,
): Promise<RunningServer> {
  // Otherwise that other server's answer would pass for this one's.
  if (await isListening(url)) throw new Error(`Something already answers at ${url}`);
  const child: ChildProcess = spawn(process.execPath, [file, ...args], {
    cwd,
    env: ENV,
    stdio: 'pipe',
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (gone || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await isListening(url))) {
    if (gone) throw new Error(`${args.join(' ')} exited before it listened:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${args.join(' ')} did not answer at ${url} within ${timeoutMs} ms:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (gone) throw new Error(`${args.join(' ')} exited:\n${output}`);
  return { url, output: () => output, stop };
}
