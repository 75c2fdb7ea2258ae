// The customer-facing suites on the Node versions customers run besides the machine's own: the
// packed package installed and its commands run (no runtime warning), the official Node client's
// contract tests and the `stytch-widget/testing` entry. Only these files, not everything, to keep
// the test time down. Each Node comes from the npm registry's `node` package (`npx -p node@24`)
// and runs Vitest itself, with its folder first on PATH so the npm, npx and `node` the tests
// start are it too. `npm test` runs them as one of its files (other-versions.test.ts);
// run.mjs runs them alone.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const VERSIONS = ['22', '24'];
export const FILES = [
  'tests/node-versions/customer-commands.test.ts',
  'tests/contract/node-client.test.ts',
  'tests/contract/testing-entry.test.ts',
  'tests/contract/testing-package.test.ts',
  'tests/contract/node-hook.test.ts',
];
/** Kills a run that hangs, so the caller ends with its output instead of waiting forever. */
export const TIMEOUT_MS = 6 * 60_000;

const root = fileURLToPath(new URL('../..', import.meta.url));
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const running = new Set();

/** Files of FILES that are gone: Vitest drops a filter that matches nothing, silently. */
export function missingFiles() {
  return FILES.filter((file) => !existsSync(join(root, file)));
}

/** The path of the `node` binary of a major version, installed from the registry if needed. */
async function nodeBinary(major) {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['--yes', '--package', `node@${major}`, 'node', '--print', 'process.execPath'],
    { cwd: root, timeout: 120_000 },
  );
  return stdout.trim();
}

/**
 * The environment of the inner Vitest: the caller's, without the settings a Vitest worker sets
 * for itself (run from a test file, the inner run would take them as its own).
 */
function innerEnv(node) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(__)?VITEST/.test(key)) env[key] = value;
  }
  return { ...env, PATH: [dirname(node), process.env.PATH].join(delimiter) };
}

/** Runs the files under `node`; resolves with whether they passed and what Vitest printed. */
function runFiles(node) {
  return new Promise((resolve) => {
    const child = spawn(node, [vitest, 'run', ...FILES], {
      cwd: root,
      env: innerEnv(node),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a timeout or Ctrl-C stops the browsers and servers it started.
      detached: true,
    });
    running.add(child.pid);
    let output = '';
    const collect = (chunk) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      output += `\nstopped after ${TIMEOUT_MS / 60_000} minutes\n`;
      stopGroup(child.pid);
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child.pid);
      resolve({ passed: code === 0, output });
    });
  });
}

function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Stops every run still going (on Ctrl-C). */
export function stopAll() {
  for (const pid of running) stopGroup(pid);
}

/**
 * FILES on Node `major`: whether they passed, a one-line verdict, and Vitest's output when they
 * did not.
 */
export async function runVersion(major) {
  const started = Date.now();
  let passed = false;
  let line;
  let output = '';
  try {
    const node = await nodeBinary(major);
    const version = (await promisify(execFile)(node, ['--version'])).stdout.trim();
    const result = await runFiles(node);
    // The suite's last line, from tests/support/summary-reporter.ts.
    const summary = [...result.output.matchAll(/^(\d+ passed, \d+ failed, \d+ skipped)$/gm)].at(
      -1,
    )?.[1];
    line = `Node ${version}: ${result.passed ? 'passed' : 'FAILED'} (${summary ?? 'no summary'})`;
    passed = result.passed;
    if (!passed) output = result.output;
  } catch (error) {
    line = `Node ${major}: FAILED to start`;
    output = `${error instanceof Error ? error.message : String(error)}\n`;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  return { passed, line: `${line} in ${seconds} s`, output };
}
