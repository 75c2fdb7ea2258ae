// Cold start of `stytch-widget --version` next to plain `node -e 0` (issue 5: "stays close
// to plain node"), and of a whole `init --yes` that writes a config and two snippets (issue 13:
// init loads only what it needs). Needs a build (`npm run build`).
// Usage: node tests/bench/cli-cold-start.mjs [runs]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 30);
const root = fileURLToPath(new URL('../..', import.meta.url));
if (!existsSync(`${root}dist/node/cli.js`)) {
  console.error('cli-cold-start: run `npm run build` first');
  process.exit(1);
}

function time(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${result.stderr}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const initDir = mkdtempSync(join(tmpdir(), 'stytch-widget-init-bench-'));
process.on('exit', () => rmSync(initDir, { recursive: true, force: true }));
const cases = {
  'node -e 0': ['-e', '0'],
  'stytch-widget --version': ['cli/bin.mjs', '--version'],
  'stytch-widget --help': ['cli/bin.mjs', '--help'],
  'stytch-widget init --yes': [
    'cli/bin.mjs',
    'init',
    '--yes',
    '--force',
    '--dir',
    initDir,
    '--public-token',
    'public-token-test-123',
    '--products',
    'otp',
    '--otp-methods',
    'email',
  ],
};
// Interleaved, after one warm-up each, so both see the same disk cache and machine load.
const samples = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (const args of Object.values(cases)) time(args);
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(cases)) samples[name].push(time(args));
}
const base = median(samples['node -e 0']);
console.log(`cold start, median of ${runs} runs (node ${process.version}):`);
for (const [name, values] of Object.entries(samples)) {
  const m = median(values);
  console.log(`  ${name.padEnd(26)} ${m.toFixed(1).padStart(7)} ms   ×${(m / base).toFixed(2)}`);
}
