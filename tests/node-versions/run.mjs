#!/usr/bin/env node
// The customer-facing suites on the Node versions customers run besides the machine's own:
// the packed package installed and its commands run (no runtime warning), the official Node
// client's contract tests and the `stytch-widget/testing` entry. `npm test` runs this after the
// full suite; it runs only these files, not everything, to keep the test time down.
// Each Node comes from the npm registry's `node` package (`npx -p node@24`) and runs Vitest
// itself, with its folder first on PATH so the npm, npx and `node` the tests start are it too.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const VERSIONS = ['22', '24'];
const FILES = [
  'tests/node-versions/customer-commands.test.ts',
  'tests/contract/node-client.test.ts',
  'tests/contract/testing-entry.test.ts',
  'tests/contract/testing-package.test.ts',
];
/**
 * Both versions at once: much of a run waits on npm, Chromium and the network stack rather than
 * on a core. Measured on 2 busy cores: 138 s at once against 199 s one after the other, for the
 * same CPU time (about 51 s).
 */
const AT_ONCE = 2;
/** Kills a run that hangs, so `npm test` ends with its output instead of waiting forever. */
const TIMEOUT_MS = 6 * 60_000;

const root = fileURLToPath(new URL('../..', import.meta.url));
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const running = new Set();

/** The path of the `node` binary of a major version, installed from the registry if needed. */
async function nodeBinary(major) {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['--yes', '--package', `node@${major}`, 'node', '--print', 'process.execPath'],
    { cwd: root, timeout: 120_000 },
  );
  return stdout.trim();
}

/** Runs the files under `node`; resolves with whether they passed and what Vitest printed. */
function runFiles(node) {
  return new Promise((resolve) => {
    const child = spawn(node, [vitest, 'run', ...FILES], {
      cwd: root,
      env: { ...process.env, PATH: [dirname(node), process.env.PATH].join(delimiter) },
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

async function runVersion(major) {
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
  if (output) process.stdout.write(`\n--- Node ${major} output ---\n${output}\n`);
  process.stdout.write(`${line} in ${seconds} s\n`);
  return passed;
}

process.on('SIGINT', () => {
  for (const pid of running) stopGroup(pid);
  process.exit(130);
});

// Vitest takes file names as filters and drops one that matches nothing: a renamed file would
// silently stop running.
const missing = FILES.filter((file) => !existsSync(join(root, file)));
if (missing.length > 0) {
  process.stderr.write(`tests/node-versions/run.mjs: no such test file: ${missing.join(', ')}\n`);
  process.exit(2);
}

process.stdout.write(
  `customer-facing suites on Node ${VERSIONS.join(' and ')}: ${FILES.length} files\n`,
);
const started = Date.now();
const queue = [...VERSIONS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let major = queue.shift(); major; major = queue.shift()) {
      results.push(await runVersion(major));
    }
  }),
);
const failed = results.filter((passed) => !passed).length;
process.stdout.write(
  `Node versions: ${results.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
process.exitCode = failed ? 1 : 0;
